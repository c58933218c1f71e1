import type { Article } from '../article';

export const REVOKE_CONSENT: Article = {
  title: 'Revoke Consent to Calls and Texts | {site}',
  description:
    'Take back your consent to calls and text messages from {site} and the attorneys and partners who received your request.',
  heading: 'Revoke Consent to Calls and Texts',
  intro: [
    'You can take back your consent to be called or texted at any time, in any reasonable way: reply STOP to one of our text messages, send us an e-mail, call us, or use the form below.',
  ],
  sections: [
    {
      heading: 'What happens next',
      body: [
        'We stop texting you and stop sending your details to anyone at once. We also tell every participating attorney and partner who received your request that you revoked your consent; they must stop calling and texting you within 10 business days at the latest.',
        'Give the e-mail address or the phone number you used when you asked for help, so that we can find your request.',
      ],
    },
  ],
  related: [{ label: 'Do Not Sell My Information', href: '/do-not-sell-my-information/' }],
};

/** The words of the revoke-consent form, in the page's language. */
export interface RevocationFormWords {
  /** Where the form posts when the browser runs no script: the page itself. */
  action: string;
  heading: string;
  hint: string;
  email: string;
  phone: string;
  submit: string;
  submitted: string;
  /** {date}: the last day it is honoured by. */
  submittedText: string;
  failed: string;
  errorSummary: string;
}

export const REVOKE_CONSENT_FORM: RevocationFormWords = {
  action: '/revoke-consent/',
  heading: 'Revoke my consent',
  hint: 'Fill in at least one.',
  email: 'E-mail',
  phone: 'Phone',
  submit: 'Revoke my consent',
  submitted: 'Revocation received',
  submittedText:
    'We have stopped texting you and sending your details to anyone, and we have told the attorneys and partners who received them. They must stop by {date} at the latest.',
  failed: 'We could not send your request. Please try again in a moment.',
  errorSummary: 'Give a valid e-mail or a 10-digit phone number.',
};
