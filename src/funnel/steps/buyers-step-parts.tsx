import type { CSSObject } from '@emotion/react';
import type { Ref } from 'react';
import type { Buyer, ConsentModal } from '../../../guards/one-to-one';
import { FUNNEL_ACTION_FIELD } from '../../../variants/native-forms/native-form-posts';
import { FUNNEL_ACTIONS } from '../../../variants/native-forms/native-form-modals';
import { ONE_TO_ONE_TEXTS } from '../../../variants/texts/one-to-one-texts';
import type { Localized } from '../../../variants/steps/step-catalogue';
import { color, focusRing, radius } from '../../ui/theme';
import { PrimaryButton, modalBackdrop, modalDialog } from './buyers-step-controls';

const firms: CSSObject = { margin: '0 0 14px', padding: 0, border: 0 };
const legend: CSSObject = { marginBottom: 8, fontSize: 16, fontWeight: 700, color: color.navy };
const firmRow: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 44,
  padding: '6px 10px',
  marginBottom: 6,
  border: `1px solid ${color.line}`,
  borderRadius: radius.button,
  fontSize: 16,
  cursor: 'pointer',
  '& input': { width: 22, height: 22, margin: 0, flex: 'none', accentColor: color.navy },
};
const backdrop = modalBackdrop;
const dialog = modalDialog('p');
const secondaryButton: CSSObject = {
  width: '100%',
  minHeight: 48,
  marginTop: 10,
  border: `2px solid ${color.navy}`,
  borderRadius: radius.button,
  background: color.surface,
  color: color.navy,
  fontSize: 16,
  fontWeight: 700,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
};

interface FirmChoicesProps {
  t: (text: Localized) => string;
  displayed: readonly Buyer[];
  chosenIds: ReadonlySet<string>;
  onToggle: (buyerId: string, on: boolean) => void;
}

/** A checkbox for each firm found; without JavaScript the ticked ones post as `selected_buyers`. */
export function FirmChoices({ t, displayed, chosenIds, onToggle }: FirmChoicesProps) {
  return (
    <fieldset css={firms}>
      <legend css={legend}>{t(ONE_TO_ONE_TEXTS.firmsLegend)}</legend>
      {displayed.map((buyer) => {
        const buyerId = buyer.ids[0] ?? '';
        return (
          <label css={firmRow} key={buyerId}>
            <input
              type="checkbox"
              name="selected_buyers"
              value={buyerId}
              checked={chosenIds.has(buyerId)}
              onChange={(event) => onToggle(buyerId, event.target.checked)}
            />
            <span>{buyer.name}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

interface ConsentDialogProps {
  modal: ConsentModal;
  t: (text: Localized) => string;
  /** The include-every-firm button, which the step focuses when the dialog opens. */
  selectAllButton: Ref<HTMLButtonElement>;
  onAnswer: (includeAll: boolean) => void;
  onDismiss: () => void;
}

/**
 * The consent modal: include every firm, or keep the choice. Its buttons are submit buttons naming their answer so
 * that the page the server renders without JavaScript posts it; with JavaScript the step answers here instead.
 */
export function ConsentDialog({ modal, t, selectAllButton, onAnswer, onDismiss }: ConsentDialogProps) {
  const texts = modal === 'consent-1' ? ONE_TO_ONE_TEXTS.firstModal : ONE_TO_ONE_TEXTS.secondModal;
  return (
    <div css={backdrop}>
      <div
        css={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${modal}-title`}
        data-modal={modal}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDismiss();
        }}
      >
        <h2 id={`${modal}-title`}>{t(texts.title)}</h2>
        <p>{t(texts.body)}</p>
        <PrimaryButton
          ref={selectAllButton}
          type="submit"
          name={FUNNEL_ACTION_FIELD}
          value={FUNNEL_ACTIONS.selectAll}
          data-action="select-all"
          onClick={(event) => {
            event.preventDefault();
            onAnswer(true);
          }}
        >
          {t(texts.selectAll)}
        </PrimaryButton>
        <button
          css={secondaryButton}
          type="submit"
          name={FUNNEL_ACTION_FIELD}
          value={FUNNEL_ACTIONS.keepChoice}
          data-action="keep-choice"
          onClick={(event) => {
            event.preventDefault();
            onAnswer(false);
          }}
        >
          {t(texts.keep)}
        </button>
      </div>
    </div>
  );
}
