import { useState } from 'react';
import { firmList, type Buyer } from '../../../guards/one-to-one';
import { ONE_TO_ONE_TEXTS } from '../../../variants/one-to-one-texts';
import type { Localized } from '../../../variants/step-catalogue';

/** A consent template with the button, the product and the firms ticked filled in. */
function filled(
  template: string,
  t: (text: Localized) => string,
  button: string,
  site: string,
  chosen: readonly Buyer[],
) {
  const named =
    chosen.length > 0
      ? firmList(
          chosen.map((buyer) => buyer.name),
          t(ONE_TO_ONE_TEXTS.and),
        )
      : '';
  return template
    .replaceAll('{button}', button)
    .replaceAll('{site}', site)
    .replaceAll('{firms}', named || t(ONE_TO_ONE_TEXTS.noFirm));
}

/** The full consent as the lead stores it: the product and every firm ticked, by name. */
export function oneToOneConsent(
  t: (text: Localized) => string,
  button: string,
  site: string,
  chosen: readonly Buyer[],
): string {
  return filled(t(ONE_TO_ONE_TEXTS.consent), t, button, site, chosen);
}

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
        {filled(t(ONE_TO_ONE_TEXTS.consentShort), t, button, site, chosen)}{' '}
        <button
          type="button"
          aria-expanded={full}
          aria-controls="tcpa-consent"
          onClick={() => setFull(!full)}
        >
          {t(ONE_TO_ONE_TEXTS.readConsent)}
        </button>
      </p>
      <p id="tcpa-consent" data-part="one-to-one-consent" hidden={!full}>
        {oneToOneConsent(t, button, site, chosen)}
      </p>
    </div>
  );
}
