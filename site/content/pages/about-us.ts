import type { Article } from '../article';

export const ABOUT_US: Article = {
  title: 'About Us | {site}',
  description:
    'Who we are and how our free matching service connects people injured in car accidents with licensed local attorneys. We are not a law firm.',
  heading: 'About {site}',
  intro: [
    'A car accident turns ordinary life upside down in a second. Medical appointments, a car in the shop, missed shifts and calls from an insurance adjuster all arrive at once, usually while you are still in pain. We started {site} so that finding a capable lawyer is the easy part.',
  ],
  sections: [
    {
      heading: 'What we do',
      body: [
        '{site} is a free matching service for people hurt in motor vehicle accidents. You tell us what happened, through our short questionnaire, our contact form or a phone call, and we introduce you to a licensed personal injury attorney in your area who handles cases like yours.',
        'We have helped over 1 million accident victims find out where they stand. Many of them had never spoken to a lawyer before and were not sure they even had a claim.',
      ],
    },
    {
      heading: 'What we are not',
      body: [
        'We are not a law firm and we do not give legal advice. We do not decide whether you have a case, what it is worth or how it should be handled; only a licensed attorney can do that. No attorney-client relationship exists until you sign an agreement with an attorney.',
      ],
    },
    {
      heading: 'Our commitments',
      body: [
        'Attorneys who take part in our network commit to the standards our visitors told us matter most:',
        {
          list: [
            'They are licensed and in good standing in the states where they practise.',
            'They have practised law for at least 5 years.',
            'They keep in touch consistently, so you always know where your case stands.',
            'They are skilled negotiators and experienced litigators, ready for trial if needed.',
            'They act in your best interest.',
          ],
        },
      ],
    },
    {
      heading: 'How we are paid',
      body: [
        'Our service costs you nothing. Participating attorneys pay for advertising on this website, which is why it is described as a joint advertisement. Most personal injury attorneys work on a contingency fee: you pay nothing up front, and their fee comes out of the compensation they win for you. Always read the fee agreement before you sign it.',
      ],
    },
  ],
  related: [
    { label: 'Start your free case review', href: '/survey/v4nv' },
    { label: 'Contact us', href: '/contact/' },
    { label: 'Our sponsors', href: '/sponsors/' },
  ],
};
