import { useState, type Ref } from 'react';
import { TCPA_CONSENT, consentText } from '../../../variants/texts/consent';
import type { Language } from '../../../variants/routes/route-table';
import { SCREEN_TEXTS } from '../../../variants/texts/screen-texts';
import { localized } from '../../../machines/step-kinds';
import { ConsentWithLinks } from '../../ui/consent-with-links';
import { useSiteConfig } from '../../ui/site-config';
import { Spinner } from '../../ui/spinner';
import { useScreenWord } from '../flow-words';
import { FULL_CONSENT_ID, ReadConsent } from './read-consent';
import { PrimaryButton } from './step-controls';

export interface StepSubmitProps {
  isLast: boolean;
  busy: boolean;
  label: string;
  language: Language;
  /** The full consent text's element, whose words the lead stores. */
  consentRef: Ref<HTMLParagraphElement>;
  /**
   * Whether the consent and the button dock to the screen's foot when the step runs past it; not under a whole
   * questionnaire, where the visitor scrolls through every question before posting anyway.
   */
  dock?: boolean;
}

/**
 * The end of a step with fields: the button that moves on, or on the last step the consent and the button that
 * posts. The consent shows its short form, so the button stays above the fold on a phone, and the full text one tap
 * away; the lead stores the full text (read through `consentRef`). Its looks are in survey-screen.css
 * (data-part="consent"), shared with the one-to-one step's consent.
 */
export function StepSubmit({ isLast, busy, label, language, consentRef, dock = true }: StepSubmitProps) {
  const site = useSiteConfig();
  const matter = useScreenWord('consentMatter', language);
  const [fullConsent, setFullConsent] = useState(false);
  const t = (text: Parameters<typeof localized>[0]) => localized(text, language);
  const button = (
    <PrimaryButton type="submit" data-action={isLast ? 'submit' : 'next'} disabled={busy} aria-busy={busy}>
      {busy && <Spinner size={18} aria-hidden="true" />}
      {label}
    </PrimaryButton>
  );
  if (!isLast) return button;
  return (
    <div data-part={dock ? 'submit-bar' : undefined}>
      <div data-part="consent">
        <p>
          {consentText(t(SCREEN_TEXTS.consentShort), label, site.name, matter)}{' '}
          <ReadConsent open={fullConsent} onToggle={() => setFullConsent(!fullConsent)}>
            {t(SCREEN_TEXTS.readConsent)}
          </ReadConsent>
        </p>
        <p ref={consentRef} id={FULL_CONSENT_ID} hidden={!fullConsent}>
          <ConsentWithLinks
            text={consentText(t(TCPA_CONSENT), label, site.name, matter)}
            language={language}
          />
        </p>
      </div>
      {button}
    </div>
  );
}
