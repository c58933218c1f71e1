import { useEffect, useMemo, useRef, useState } from 'react';
import { maskPhone, phoneDigits, type FieldError } from '../../../guards/field-rules';
import { fieldSpec } from '../../../guards/lead-fields';
import {
  chosenBuyers,
  consentModalFor,
  parseBuyers,
  selectionFields,
  type Buyer,
  type ConsentModal,
} from '../../../guards/one-to-one';
import { FIELD_ERROR_MESSAGES } from '../../../variants/texts/messages';
import { oneToOneConsent } from '../../../variants/texts/one-to-one-texts';
import type {
  BuyersStep as BuyersStepData,
  FieldSpec,
  Localized,
} from '../../../variants/steps/step-catalogue';
import { localized } from '../../../machines/step-kinds';
import { useSiteConfig } from '../../ui/site-config';
import { Spinner } from '../../ui/spinner';
import { ErrorText, FieldGroup, Label, PrimaryButton, inputStyle } from './buyers-step-controls';
import { ConsentDialog, FirmChoices } from './buyers-step-parts';
import { preloadConsentView } from '../consent-tap-loader';
import { StepForm, useServerRenderedFunnel } from '../native-form';
import { runRemoteChecks } from '../remote-field-checks';
import type { StepProps } from '../step-props';
import { fieldError } from '../../../variants/native-forms/field-error';
import { FirmsBelow } from './firms-below';
import { OneToOneConsentText } from './one-to-one-consent';
import { useStepSubmit } from './use-step-submit';

function initialChoice(displayed: readonly Buyer[], given: string | undefined): Set<string> {
  if (given === undefined) return new Set(displayed.map((buyer) => buyer.ids[0] ?? ''));
  const ids = new Set(given.split(',').filter(Boolean));
  return new Set(chosenBuyers(displayed, ids).map((buyer) => buyer.ids[0] ?? ''));
}

const shownValue = (field: FieldSpec, value: string) => (field.type === 'tel' ? maskPhone(value) : value);
const givenValue = (field: FieldSpec, value: string) =>
  field.type === 'tel' ? phoneDigits(value) : value.trim();

/**
 * The one-to-one consent steps. `find` (ZipCode): its fields, then the firms found for the lead added to the answer.
 * `choose` (PhoneAndBuyersConsent): the phone, each firm found with a checkbox (all ticked at first), and the consent
 * naming the product and the firms ticked. Posting with fewer firms than shown opens the first consent modal, with
 * none the second (each at most once); either lets the visitor include every firm or keep the choice.
 */
export function BuyersStep({
  name,
  step,
  values,
  answers,
  today,
  language,
  isLast,
  busy,
  onAnswer,
  typed,
  errors: serverErrors,
}: StepProps<BuyersStepData>) {
  const t = (text: Localized) => localized(text, language);
  const site = useSiteConfig();
  const displayed = useMemo(() => parseBuyers(answers?.displayed_buyers), [answers?.displayed_buyers]);
  const [chosenIds, setChosenIds] = useState(() =>
    initialChoice(displayed, typed?.selected_buyers ?? values.selected_buyers),
  );
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      step.fields.map((field) => [
        field.name,
        typed?.[field.name] ?? shownValue(field, values[field.name] ?? ''),
      ]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, FieldError>>(
    () => ({ ...serverErrors }) as Record<string, FieldError>,
  );
  // Without JavaScript the server opens the modal on a page of its own (its buttons then post their answer).
  const [modal, setModal] = useState<ConsentModal | null>(useServerRenderedFunnel()?.modal ?? null);
  const shownModals = useRef(new Set<ConsentModal>());
  const selectAllButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const choosing = step.role === 'choose';
  const button = t(step.button);
  const chosen = chosenBuyers(displayed, chosenIds);

  useEffect(() => {
    if (modal) selectAllButton.current?.focus();
  }, [modal]);
  useEffect(() => {
    if (isLast) preloadConsentView();
  }, [isLast]);

  const toggle = (id: string, on: boolean) =>
    setChosenIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const given = () =>
    Object.fromEntries(step.fields.map((field) => [field.name, givenValue(field, draft[field.name] ?? '')]));

  const post = (finalChoice: readonly Buyer[]) => {
    onAnswer({
      ...given(),
      ...selectionFields(displayed, finalChoice),
      tcpa: oneToOneConsent(t, button, site.name, finalChoice),
    });
  };

  const { checking, submit } = useStepSubmit({
    isLast,
    form,
    fields: step.fields.map((field) => field.name),
    consent: () => form.current?.querySelector('[data-part="consent"]') ?? null,
    localErrors: () => {
      const found: Record<string, FieldError> = {};
      for (const field of step.fields) {
        const error = fieldError(field, draft[field.name] ?? '', today);
        if (error) found[field.name] = error;
      }
      return found;
    },
    answer: given,
    remoteChecks: (answer) => runRemoteChecks(step.fields, answer, window.location.pathname),
    proceed: async (answer, tapped) => {
      if (!choosing) {
        const { findBuyers } = await import('../buyers-finder');
        const buyers = await findBuyers(window.location.pathname, { ...answers, ...answer });
        onAnswer({ ...answer, ...buyers });
        return;
      }
      await tapped;
      const wanted = consentModalFor(chosen.length, displayed.length);
      if (wanted && !shownModals.current.has(wanted)) {
        shownModals.current.add(wanted);
        setModal(wanted);
        return;
      }
      post(chosen);
    },
    setErrors,
  });

  const answerModal = (includeAll: boolean) => {
    setModal(null);
    if (includeAll) setChosenIds(new Set(displayed.map((buyer) => buyer.ids[0] ?? '')));
    post(includeAll ? displayed : chosen);
  };

  const working = busy || checking;
  return (
    <StepForm formRef={form} onSubmit={submit}>
      <div data-part="fields">
        {step.fields.map((field) => {
          const id = `${name}-${field.name}`;
          const error = errors[field.name];
          return (
            <FieldGroup key={field.name} data-field={field.name}>
              <Label htmlFor={id}>{t(field.label)}</Label>
              <input
                css={inputStyle(Boolean(error))}
                id={id}
                name={field.name}
                type={field.type}
                value={draft[field.name] ?? ''}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                placeholder={field.placeholder ? t(field.placeholder) : undefined}
                maxLength={field.type === 'tel' ? 14 : fieldSpec(field.name).maxLength}
                onChange={(event) => {
                  const raw = event.target.value;
                  setDraft((current) => ({ ...current, [field.name]: shownValue(field, raw) }));
                  setErrors(({ [field.name]: _cleared, ...rest }) => rest);
                }}
              />
              {error && (
                <ErrorText id={`${id}-error`} role="alert">
                  {t(FIELD_ERROR_MESSAGES[error])}
                </ErrorText>
              )}
            </FieldGroup>
          );
        })}
      </div>
      {choosing && <FirmChoices t={t} displayed={displayed} chosenIds={chosenIds} onToggle={toggle} />}
      {/* On the last step the consent and the button stay together, docked to the screen's foot if need be. */}
      <div data-part={isLast ? 'submit-bar' : undefined}>
        {choosing && isLast && <FirmsBelow t={t} />}
        {choosing && <OneToOneConsentText t={t} button={button} site={site.name} chosen={chosen} />}
        <PrimaryButton
          type="submit"
          data-action={isLast ? 'submit' : 'next'}
          disabled={working}
          aria-busy={working}
        >
          {working && <Spinner size={18} aria-hidden="true" />}
          {button}
        </PrimaryButton>
      </div>
      {modal && (
        <ConsentDialog
          modal={modal}
          t={t}
          selectAllButton={selectAllButton}
          onAnswer={answerModal}
          onDismiss={() => setModal(null)}
        />
      )}
    </StepForm>
  );
}
