import type { Article } from '../article';

export const LAW_LINKS = [
  { label: 'Texas car accident laws', href: '/car-accident-laws/texas/' },
  { label: 'California car accident laws', href: '/car-accident-laws/california/' },
];

export const CAR_ACCIDENT_LAWS: Article = {
  title: 'Car Accident Laws by State: Deadlines, Fault and Insurance | {site}',
  description:
    'How state car accident laws differ: statutes of limitations, at-fault and no-fault insurance, comparative fault rules and minimum liability insurance.',
  heading: 'Car Accident Laws',
  legalInformation: true,
  updated: 'November 2026',
  intro: [
    'Car accident claims are governed by state law, and the rules that matter most, how long you have to sue, how fault is shared and how much insurance drivers must carry, differ from one state to the next. This overview explains those rules; our state pages set out the details for Texas and California.',
  ],
  sections: [
    {
      heading: 'Statutes of limitations',
      body: [
        'A statute of limitations is the deadline for filing a lawsuit. For personal injury claims it is most often 2 or 3 years from the accident, but it ranges widely:',
        {
          caption: 'Personal injury filing deadlines, examples',
          facts: [
            { label: '1 year', value: 'Tennessee; Louisiana for accidents before July 1, 2024' },
            {
              label: '2 years',
              value:
                'including Texas, California, Georgia, Illinois, Ohio, Pennsylvania, and Louisiana since July 1, 2024',
            },
            { label: '3 years', value: 'including New York, North Carolina, Michigan, Washington' },
            { label: '4 years', value: 'including Nebraska, Utah, Wyoming' },
            { label: '6 years', value: 'Maine, North Dakota' },
          ],
        },
        'States change these deadlines from time to time, and exceptions can shorten or extend them, for example for minors, for claims under a state’s no-fault insurance law, or for claims against government bodies, which usually require written notice within months.',
      ],
    },
    {
      heading: 'At-fault and no-fault states',
      body: [
        'Most states, including Texas and California, are at-fault (tort) states: the driver who caused the crash, through their liability insurance, pays for the other people’s injuries and damage. About a dozen states, among them Florida, Michigan and New York, use no-fault insurance, where your own personal injury protection pays your medical bills first and you can sue the other driver only for more serious injuries.',
      ],
    },
    {
      heading: 'Shared fault',
      body: [
        {
          list: [
            'Pure comparative fault (California, among others): you recover your damages reduced by your share of the fault, even if you were mostly to blame.',
            'Modified comparative fault with a 51% bar (Texas, among others): you recover reduced damages only if you were 50% or less at fault.',
            'Modified comparative fault with a 50% bar (some states): you recover only if you were less than 50% at fault.',
            'Contributory negligence (Alabama, Maryland, North Carolina, Virginia and the District of Columbia): any fault of yours can bar recovery.',
          ],
        },
      ],
    },
    {
      heading: 'Minimum insurance',
      body: [
        'Each state sets the least liability insurance a driver must carry, written as three numbers: per injured person, per accident for all injuries, and for property damage, in thousands of dollars. Texas requires 30/60/25; California has required 30/60/15 since January 1, 2025. Serious injuries often cost more than these minimums, which is why uninsured and underinsured motorist coverage on your own policy matters.',
      ],
    },
  ],
  related: LAW_LINKS,
};
