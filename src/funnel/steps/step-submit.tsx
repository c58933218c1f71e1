import type { CSSObject } from '@emotion/react';
import { useState, type Ref } from 'react';
import { TCPA_CONSENT, consentText } from '../../../variants/consent';
import type { Language } from '../../../variants/route-table';
import { SCREEN_TEXTS } from '../../../variants/screen-texts';
import { localized } from '../../../variants/step-catalogue';
import { useSiteConfig } from '../../ui/site-config';
import { Spinner } from '../../ui/spinner';
import { color } from '../../ui/theme';
import { PrimaryButton } from './step-controls';

/**
 * The consent on the last step: its short form on screen, so the button that posts stays above the fold on a
 * phone, and the full text one tap away. The lead stores the full text (read through `consentRef`).
 */
const consent: CSSObject = {
  margin: '0 0 8px',
  fontSize: 12,
  lineHeight: 1.45,
  color: color.muted,
  '& p': { margin: 0 },
  '& button': {
    padding: 0,
    border: 0,
    background: 'none',
    color: color.navy,
    fontSize: 'inherit',
    fontWeight: 700,
    textDecoration: 'underline',
    cursor: 'pointer',
  },
  '& p + p': { marginTop: 6 },
  // Without scripts the toggle cannot open the full text, so it shows in full and the toggle goes.
  '@media (scripting: none)': { '& p[hidden]': { display: 'block' }, '& button': { display: 'none' } },
};

export interface StepSubmitProps {
  isLast: boolean;
  busy: boolean;
  label: string;
  language: Language;
  /** The full consent text's element, whose words the lead stores. */
  consentRef: Ref<HTMLParagraphElement>;
}

/** The end of a step with fields: the last step's consent, then the button that moves on or posts. */
export function StepSubmit({ isLast, busy, label, language, consentRef }: StepSubmitProps) {
  const site = useSiteConfig();
  const [fullConsent, setFullConsent] = useState(false);
  const t = (text: Parameters<typeof localized>[0]) => localized(text, language);
  return (
    <>
      {isLast && (
        <div css={consent}>
          <p>
            {consentText(t(SCREEN_TEXTS.consentShort), label, site.name)}{' '}
            <button
              type="button"
              aria-expanded={fullConsent}
              aria-controls="tcpa-consent"
              onClick={() => setFullConsent(!fullConsent)}
            >
              {t(SCREEN_TEXTS.readConsent)}
            </button>
          </p>
          <p ref={consentRef} id="tcpa-consent" hidden={!fullConsent}>
            {consentText(t(TCPA_CONSENT), label, site.name)}
          </p>
        </div>
      )}
      <PrimaryButton type="submit" data-action={isLast ? 'submit' : 'next'} disabled={busy} aria-busy={busy}>
        {busy && <Spinner size={18} aria-hidden="true" />}
        {label}
      </PrimaryButton>
    </>
  );
}
