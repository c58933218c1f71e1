import type { Localized } from './step-catalogue';

/**
 * The TCPA consent shown above the button that posts a lead. {button} and {site} are filled in when shown;
 * the exact text shown is what the lead stores in `tcpa`.
 */
export const TCPA_CONSENT: Localized = {
  en:
    'By clicking "{button}", I agree that {site} and the law firms and partners it works with may contact me ' +
    'at the phone number and email I gave about my accident claim, including by calls and text messages made ' +
    'with an automatic dialing system or a prerecorded, artificial or AI voice, even if my number is on a Do ' +
    'Not Call list. Consent is not a condition of any purchase. Message and data rates may apply; reply STOP ' +
    'to opt out. I also agree to the Terms of Use and Privacy Policy.',
};

export function consentText(template: string, button: string, site: string): string {
  return template.replaceAll('{button}', button).replaceAll('{site}', site);
}
