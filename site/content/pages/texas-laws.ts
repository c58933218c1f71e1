import type { Article } from '../article';
import { LAW_LINKS } from './car-accident-laws';

export const TEXAS_LAWS: Article = {
  title: 'Texas Car Accident Laws: Deadlines, Fault and Insurance | {site}',
  description:
    'Texas car accident laws in plain language: the 2-year statute of limitations, the 51% modified comparative fault bar, 30/60/25 minimum insurance and more.',
  heading: 'Texas car accident laws',
  legalInformation: true,
  updated: 'November 2026',
  intro: [
    'Texas is an at-fault state: the driver who causes a crash is responsible for the harm, and their liability insurance normally pays. These are the rules that shape a car accident claim in Texas.',
  ],
  sections: [
    {
      heading: 'Texas at a glance',
      body: [
        {
          caption: 'Key Texas rules for car accident claims',
          facts: [
            { label: 'Deadline to sue for injuries', value: '2 years from the accident' },
            { label: 'Deadline to sue for property damage', value: '2 years' },
            { label: 'Fault rule', value: 'Modified comparative fault, 51% bar' },
            { label: 'Minimum liability insurance', value: '$30,000 / $60,000 / $25,000' },
            { label: 'Insurance system', value: 'At-fault (tort)' },
          ],
        },
      ],
    },
    {
      heading: 'Statute of limitations: 2 years',
      body: [
        'Under Texas Civil Practice and Remedies Code § 16.003, a lawsuit for personal injury or property damage must generally be filed within 2 years of the accident. A wrongful death claim must be filed within 2 years of the death. A few circumstances pause the clock, for example while the injured person is a minor.',
        'Claims against a government body, such as a city bus or a county vehicle, fall under the Texas Tort Claims Act, which generally requires written notice within 6 months of the accident; some cities require notice even sooner.',
      ],
    },
    {
      heading: 'Proportionate responsibility: the 51% bar',
      body: [
        'Texas follows modified comparative fault, which Texas law calls proportionate responsibility (Civil Practice and Remedies Code chapter 33). A jury assigns each party a percentage of responsibility. If yours is 50% or less, your damages are reduced by that percentage; if it is more than 50%, you recover nothing.',
        'For example, if your damages are $100,000 and you are found 20% responsible, you can recover $80,000. At 51%, you recover nothing.',
      ],
    },
    {
      heading: 'Minimum insurance: 30/60/25',
      body: [
        'Texas drivers must carry liability insurance of at least $30,000 for injury to one person, $60,000 for injuries to everyone in one accident, and $25,000 for property damage (Texas Transportation Code § 601.072).',
        'Insurers must also offer personal injury protection (PIP) of at least $2,500 and uninsured/underinsured motorist coverage; both are included unless you reject them in writing. PIP pays your own medical bills and lost wages whoever was at fault.',
      ],
    },
    {
      heading: 'After a crash in Texas',
      body: [
        {
          list: [
            'Stop, help anyone injured and exchange names, addresses, insurance and registration details.',
            'Call the police at once if anyone is hurt or killed, or if a vehicle cannot be driven safely; the officer files a Texas Peace Officer’s Crash Report (CR-3).',
            'You can buy a copy of the crash report online from the Texas Department of Transportation.',
            'Report the accident to your insurer promptly.',
          ],
        },
      ],
    },
  ],
  related: [
    ...LAW_LINKS.filter((link) => !link.href.endsWith('/texas/')),
    { label: 'Car accident lawsuit timeline', href: '/car-accident-lawsuits/timeline/' },
  ],
};
