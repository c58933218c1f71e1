import { firmList, type Buyer } from '../../guards/one-to-one';
import { text } from '../../machines/step-kinds';
import { type Localized } from '../steps/step-catalogue';

/**
 * The consent step's own words, loaded with that step's component only (never with the variant's first load).
 */
/** The list's legend, the consent text and the two consent modals. */
export const ONE_TO_ONE_TEXTS = {
  firmsLegend: text('Law firms that may contact you'),
  and: text('and'),
  /**
   * {button}, {site} and {firms} are filled in when shown; the lead stores the text exactly as shown (`tcpa`).
   * With no firm ticked, {firms} reads as the no-firm wording below.
   */
  consent: text(
    'By clicking "{button}", I agree that {site} and {firms} may contact me at the phone number and email I ' +
      'gave about my accident claim, including by calls and text messages made with an automatic dialing ' +
      'system or a prerecorded, artificial or AI voice, even if my number is on a Do Not Call list. Consent is ' +
      'not a condition of any purchase. Message and data rates may apply; reply STOP to opt out, or revoke ' +
      'consent at any time on our Revoke Consent page.',
  ),
  /** What shows above the button, the full text above one tap away: the same firms, the same essentials. */
  consentShort: text(
    'By clicking "{button}", I agree that {site} and {firms} may call and text me at this number, including by ' +
      'autodialer and prerecorded or AI voice. Consent is not required to buy anything.',
  ),
  readConsent: text('Read the full consent'),
  /** Where the docked consent covers some of the firms on a phone: how many, as a way to them. */
  oneMoreFirm: text('1 more law firm below'),
  moreFirms: text('more law firms below'),
  noFirm: text('no law firm'),
  firstModal: {
    title: text('Hear from every firm?'),
    body: text(
      'You unticked some law firms. More firms reviewing your case means a better chance of finding the right one.',
    ),
    selectAll: text('Yes, include every firm'),
    keep: text('Keep my choice'),
  },
  secondModal: {
    title: text('No law firm chosen'),
    body: text(
      'With no firm ticked, no law firm can contact you about your case. Would you like to include them all?',
    ),
    selectAll: text('Include every firm'),
    keep: text('Continue without a firm'),
  },
} as const satisfies Record<string, Localized | Record<string, Localized>>;

/**
 * The consent as shown and stored: the product and every firm ticked, by name. `template` is the full text the lead
 * stores, or its short form shown above the button.
 */
export function oneToOneConsent(
  t: (text: Localized) => string,
  button: string,
  site: string,
  chosen: readonly Buyer[],
  template: Localized = ONE_TO_ONE_TEXTS.consent,
): string {
  const named =
    chosen.length > 0
      ? firmList(
          chosen.map((buyer) => buyer.name),
          t(ONE_TO_ONE_TEXTS.and),
        )
      : '';
  return t(template)
    .replaceAll('{button}', button)
    .replaceAll('{site}', site)
    .replaceAll('{firms}', named || t(ONE_TO_ONE_TEXTS.noFirm));
}
