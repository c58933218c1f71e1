import type { Article } from '../article';

export const DO_NOT_SELL: Article = {
  title: 'Do Not Sell My Information | {site}',
  description:
    'Ask {site} not to sell or share your personal information with participating attorneys and partners. Fill in the form and we will process your request.',
  heading: 'Do Not Sell My Information',
  intro: [
    'When you ask us for help, we share your details with participating attorneys and legal marketing partners, who pay for advertising on this website. Some privacy laws, including California’s, call that a sale of personal information. You can ask us to stop at any time, and we will not treat you differently for asking.',
  ],
  sections: [
    {
      heading: 'How to make a request',
      body: [
        'Fill in the form below with the name, e-mail address and phone number you used when you contacted us, so that we can find your records. We will stop selling or sharing your information as soon as we can, and within 15 business days at the latest.',
        'If you also want us to delete your information or tell you what we hold, say so in the details box, or see the California residents section of our Privacy Policy.',
      ],
    },
  ],
  related: [{ label: 'Privacy Policy: California residents', href: '/privacy-policy/#california-resident' }],
};

/** The words of the do-not-sell request form, in the page's language. */
export interface PrivacyRequestFormWords {
  heading: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  state: string;
  details: string;
  submit: string;
  submitted: string;
  submittedText: string;
  failed: string;
  errorSummary: string;
}

export const DO_NOT_SELL_FORM: PrivacyRequestFormWords = {
  heading: 'Your request',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone (optional)',
  state: 'State of residence (optional)',
  details: 'Details (optional)',
  submit: 'Send my request',
  submitted: 'Request received',
  submittedText:
    'Thank you. We have recorded your request not to sell or share your information and will act on it within 15 business days.',
  failed: 'We could not send your request. Please try again in a moment.',
  errorSummary: 'Please check the marked fields.',
};
