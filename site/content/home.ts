/** Copy of the home page. Layout lives in home-page.tsx; words live here. */
export const HOME = {
  hero: {
    eyebrow: 'Injured in a car accident?',
    headline: 'Your Problem Is Our Problem',
    text: 'Tell us what happened and we will connect you with a licensed local attorney for a free consultation. You only pay if you win.',
    button: 'GET YOUR JUSTICE TODAY',
    buttonHref: '/survey/v4nv',
  },
  facts: [
    { title: 'Veteran attorneys', text: 'Every attorney in our network has practised for at least 5 years.' },
    {
      title: 'Over 1 million helped',
      text: 'We have helped over 1 million accident victims find representation.',
    },
    { title: 'Free consultation', text: 'The consultation is free, and you only pay if you win.' },
  ],
};

export const FOOTER_DISCLAIMER =
  'This website is not a law firm and does not provide legal advice. It is a group advertisement paid for by participating attorneys, who are not endorsed by this website. You may ask for an attorney by name. No attorney-client relationship exists and no legal services are provided until you sign an agreement with an attorney. Past results do not guarantee a similar outcome.';
