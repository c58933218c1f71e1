import { ACCIDENT_MATTER } from './consent-matter';
import type { FlowTexts } from './flow-texts';
import type { Localized } from '../steps/step-catalogue';

/**
 * The TCPA consent shown above the button that posts a lead. {button}, {site} and {matter} (what the visitor asked
 * about, in their flow's words) are filled in when shown; the exact text shown is what the lead stores in `tcpa`.
 */
export const TCPA_CONSENT: Localized = {
  en:
    'By clicking "{button}", I agree that {site} and the law firms and partners it works with may contact me ' +
    'at the phone number and email I gave {matter}, including by calls and text messages made ' +
    'with an automatic dialing system or a prerecorded, artificial or AI voice, even if my number is on a Do ' +
    'Not Call list. Consent is not a condition of any purchase. Message and data rates may apply; reply STOP ' +
    'to opt out, or revoke consent at any time on our Revoke Consent page. I also agree to the Terms of Use ' +
    'and Privacy Policy.',
  es:
    'Al hacer clic en "{button}", acepto que {site} y los bufetes de abogados y socios con los que trabaja ' +
    'me contacten al número de teléfono y correo electrónico que di {matter}, incluso ' +
    'mediante llamadas y mensajes de texto hechos con un sistema de marcado automático o una voz pregrabada, ' +
    'artificial o de IA, aunque mi número esté en una lista de No Llamar. El consentimiento no es condición ' +
    'de ninguna compra. Pueden aplicarse tarifas de mensajes y datos; responda STOP para cancelar, o revoque ' +
    'su consentimiento en cualquier momento en nuestra página Revocar consentimiento. También acepto los ' +
    'Términos de uso y la Política de privacidad.',
};

/** What the consent says the visitor asked about: their flow's words (`texts` of the definition), else the accident's. */
export function consentMatter(texts: FlowTexts | undefined): Localized {
  return texts?.screen.consentMatter ?? ACCIDENT_MATTER;
}

export function consentText(template: string, button: string, site: string, matter: string): string {
  return template.replaceAll('{button}', button).replaceAll('{site}', site).replaceAll('{matter}', matter);
}
