import type { Article } from '../article';

export const LAWSUIT_LINKS = [
  { label: 'Car accident lawsuit timeline', href: '/car-accident-lawsuits/timeline/' },
  { label: 'Car accident settlements', href: '/car-accident-lawsuits/settlements/' },
  { label: 'Filing a car accident claim', href: '/car-accident-lawsuits/filing-claim/' },
  {
    label: 'The elements of a car accident case',
    href: '/car-accident-lawsuits/elements-that-make-up-auto-accidents/',
  },
  { label: 'Car accident lawsuit FAQs', href: '/car-accident-lawsuits/faqs/' },
];

export const CAR_ACCIDENT_LAWSUITS: Article = {
  title: 'Car Accident Lawsuits: How Injury Claims Work | {site}',
  description:
    'A plain-language guide to car accident lawsuits: insurance claims versus lawsuits, what you can recover, deadlines, and how the process unfolds.',
  heading: 'Car Accident Lawsuits',
  legalInformation: true,
  intro: [
    'Most people hurt in a car accident never set foot in a courtroom. The large majority of injury claims are settled with an insurance company, often before a lawsuit is even filed. Knowing how the process works helps you protect your claim from the first day.',
  ],
  sections: [
    {
      heading: 'Claim or lawsuit?',
      body: [
        'An insurance claim is a request for payment made to an insurer, usually the at-fault driver’s. A lawsuit is a case filed in court against the person responsible; their insurer normally defends it and pays any judgment up to the policy limits. A lawsuit is usually filed when the insurer will not offer a fair amount, when fault is disputed, or when the deadline to sue is approaching.',
      ],
    },
    {
      heading: 'What you can recover',
      body: [
        'Compensation, called damages, is meant to put you back where you would have been without the accident, as far as money can. It commonly includes:',
        {
          list: [
            'medical expenses, past and future;',
            'lost wages and reduced earning capacity;',
            'pain and suffering, and emotional distress;',
            'physical impairment, disability and disfigurement;',
            'property damage, such as the repair or value of your car.',
          ],
        },
      ],
    },
    {
      heading: 'Deadlines matter',
      body: [
        'Every state sets a statute of limitations, a deadline for filing a lawsuit. For personal injury it ranges from 1 year (Tennessee, for example) to 6 years (Maine and North Dakota); Texas and California both allow 2 years. Claims against a city, county or state agency usually need a formal notice much sooner, sometimes within months. Miss a deadline and the claim is usually lost for good.',
      ],
    },
  ],
  related: LAWSUIT_LINKS,
};
