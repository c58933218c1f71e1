import { useState } from 'react';
import type { Buyer } from '../../../guards/one-to-one';
import { ONE_TO_ONE_TEXTS, oneToOneConsent } from '../../../variants/texts/one-to-one-texts';
import type { Localized } from '../../../variants/steps/step-catalogue';
import { FULL_CONSENT_ID, ReadConsent } from './read-consent';

interface OneToOneConsentProps {
  t: (text: Localized) => string;
  button: string;
  site: string;
  chosen: readonly Buyer[];
}

/**
 * The consent above the one-to-one step's button: its short form naming every firm ticked, and the full text one
 * tap away, the text the lead stores. Both follow the ticks as they change. Styled by data-part (survey-screen.css).
 */
export function OneToOneConsentText({ t, button, site, chosen }: OneToOneConsentProps) {
  const [full, setFull] = useState(false);
  return (
    <div data-part="consent">
      <p>
        {oneToOneConsent(t, button, site, chosen, ONE_TO_ONE_TEXTS.consentShort)}{' '}
        <ReadConsent open={full} onToggle={() => setFull(!full)}>
          {t(ONE_TO_ONE_TEXTS.readConsent)}
        </ReadConsent>
      </p>
      <p id={FULL_CONSENT_ID} data-part="one-to-one-consent" hidden={!full}>
        {oneToOneConsent(t, button, site, chosen)}
      </p>
    </div>
  );
}
