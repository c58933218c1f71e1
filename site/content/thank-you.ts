export const THANK_YOU = {
  heading: 'Thank you',
  qualified: {
    title: 'We are matching you with an attorney',
    text: 'A licensed attorney or a member of their team will contact you shortly, usually within one business day, for your free consultation. Keep your phone nearby.',
  },
  notMatched: {
    title: 'Thank you for telling us about your accident',
    text: 'Based on your answers we may not be able to match you with an attorney in our network right now. If anything changes, you are welcome to contact us again.',
  },
  pending: {
    title: 'We received your answers',
    text: 'Thank you. We have your answers and are reviewing them now. If your claim qualifies, a licensed attorney or a member of their team will contact you shortly, usually within one business day, for your free consultation.',
  },
  steps: [
    'We review your answers and match you with a licensed attorney near you.',
    'The attorney contacts you for a free, no-obligation consultation.',
    'If you hire them, you pay nothing unless they win your case.',
  ],
  home: 'Back to the home page',
};
