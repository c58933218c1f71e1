import type { Article } from '../article';

export const TERMS_OF_USE: Article = {
  title: 'Terms of Use | {site}',
  description:
    'The terms that apply when you use {site}: a free attorney-matching service that is not a law firm and does not give legal advice.',
  heading: 'Terms of Use',
  updated: 'November 2026',
  intro: [
    'These terms apply to your use of this website. By using it you agree to them. If you do not agree, please do not use the website.',
  ],
  sections: [
    {
      heading: 'Our service',
      body: [
        '{site} is an advertising and matching service. We collect information about your accident and pass it to participating attorneys and legal marketing partners who may contact you. We are not a law firm, we are not a lawyer referral service, and we do not give legal advice.',
      ],
    },
    {
      heading: 'No attorney-client relationship',
      body: [
        'Submitting a form or calling us does not create an attorney-client relationship with us or with any attorney. That relationship exists only once you and an attorney sign a written agreement. Until then, do not send confidential information you would not want shared with a participating attorney.',
      ],
    },
    {
      heading: 'Information on this website',
      body: [
        'Articles on this website, including our pages about car accident laws and lawsuits, are general information. Laws change and differ from state to state, and the right answer always depends on the facts. Do not act or fail to act on anything here without advice from a licensed attorney in your state. Deadlines for claims are strict, so speak to an attorney promptly.',
        'Any result, figure or timeline described here is an example; it does not guarantee a similar outcome in your case.',
      ],
    },
    {
      heading: 'Being contacted',
      body: [
        'When you submit a form you confirm that the information is yours and accurate, and you agree that we and participating attorneys may contact you about your enquiry at the phone number and e-mail address you gave, as described on the form you submitted. You may ask not to be contacted again at any time.',
      ],
    },
    {
      heading: 'Acceptable use',
      body: [
        {
          list: [
            'Do not submit information about another person without their permission.',
            'Do not submit false, abusive or automated submissions.',
            'Do not try to interfere with the website, its security or other visitors’ use of it.',
          ],
        },
      ],
    },
    {
      heading: 'Limits of our responsibility',
      body: [
        'We provide the website as it is. We do not guarantee that any attorney will accept your case, or the quality of any attorney’s services; those are matters between you and the attorney. To the extent the law allows, we are not liable for losses arising from your use of the website or from services provided by others.',
      ],
    },
    {
      heading: 'Changes',
      body: [
        'We may update these terms. The date at the top of this page shows when they last changed. Questions about these terms can be sent to the e-mail address in the footer.',
      ],
    },
  ],
  related: [
    { label: 'Privacy Policy', href: '/privacy-policy/' },
    { label: 'Sponsors', href: '/sponsors/' },
  ],
};
