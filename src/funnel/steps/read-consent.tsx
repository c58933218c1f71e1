import type { ReactNode } from 'react';

/** The element holding the consent's full text, the text the lead stores. */
export const FULL_CONSENT_ID = 'tcpa-consent';

interface ReadConsentProps {
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/**
 * The way from the consent's short form to its full text. With scripts, a toggle button. Without them (the forms
 * that work without JavaScript) a link to the text, which survey-screen.css shows as the link's target: the short
 * form alone stays above the button there too, so the button is in view on a phone, and the full text is one tap
 * away as it is with scripts. Each is hidden where the other works.
 */
export function ReadConsent({ open, onToggle, children }: ReadConsentProps) {
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls={FULL_CONSENT_ID} onClick={onToggle}>
        {children}
      </button>
      <a href={`#${FULL_CONSENT_ID}`} data-part="read-consent">
        {children}
      </a>
    </>
  );
}
