import type { Article } from '../article';
import { LAW_LINKS } from './car-accident-laws';

export const CALIFORNIA_LAWS: Article = {
  title: 'California Car Accident Laws: Deadlines, Fault and Insurance | {site}',
  description:
    'California car accident laws in plain language: the 2-year statute of limitations, pure comparative fault, 30/60/15 minimum insurance since 2025, and the DMV report.',
  heading: 'California car accident laws',
  legalInformation: true,
  updated: 'November 2026',
  intro: [
    'California is an at-fault state: the driver who causes a crash is responsible for the harm, and their liability insurance normally pays. These are the rules that shape a car accident claim in California.',
  ],
  sections: [
    {
      heading: 'California at a glance',
      body: [
        {
          caption: 'Key California rules for car accident claims',
          facts: [
            { label: 'Deadline to sue for injuries', value: '2 years from the accident' },
            { label: 'Deadline to sue for property damage', value: '3 years' },
            { label: 'Claim against a public agency', value: 'Written claim within 6 months' },
            { label: 'Fault rule', value: 'Pure comparative fault' },
            {
              label: 'Minimum liability insurance',
              value: '$30,000 / $60,000 / $15,000 (since January 1, 2025)',
            },
          ],
        },
      ],
    },
    {
      heading: 'Statute of limitations: 2 years',
      body: [
        'Under California Code of Civil Procedure § 335.1, a personal injury lawsuit must generally be filed within 2 years of the accident. A claim for damage to your vehicle or other property has 3 years (§ 338).',
        'If a government vehicle or a dangerous public road was involved, you must first file a written claim with the agency, generally within 6 months of the accident (Government Code § 911.2). Missing that step can end the claim.',
      ],
    },
    {
      heading: 'Pure comparative fault',
      body: [
        'California applies pure comparative fault. Your compensation is reduced by your percentage of fault, but you can still recover even if you were mostly to blame. For example, with $100,000 in damages and 70% of the fault, you could recover $30,000.',
      ],
    },
    {
      heading: 'Minimum insurance: 30/60/15',
      body: [
        'Since January 1, 2025, California drivers must carry liability insurance of at least $30,000 for injury or death of one person, $60,000 for injury or death of more than one person, and $15,000 for property damage. Before 2025 the minimum was 15/30/5, so a policy from an accident before then may carry the older limits.',
        'Insurers must offer uninsured motorist coverage, which you can waive in writing. It protects you when the other driver has no insurance or too little.',
      ],
    },
    {
      heading: 'Uninsured drivers and pain and suffering',
      body: [
        'Under Proposition 213 (Civil Code § 3333.4), a driver who was uninsured at the time of the accident generally cannot recover non-economic damages such as pain and suffering, though they can still recover medical bills and lost wages. There are exceptions, for example when the other driver was convicted of driving under the influence.',
      ],
    },
    {
      heading: 'After a crash in California',
      body: [
        {
          list: [
            'Stop, help anyone injured and exchange licence, registration and insurance details.',
            'Report a crash that injured or killed anyone to the police or California Highway Patrol within 24 hours if no officer came to the scene.',
            'File an SR-1 report with the DMV within 10 days if anyone was injured or killed, or property damage was more than $1,000, whoever was at fault.',
            'Report the accident to your insurer promptly.',
          ],
        },
      ],
    },
  ],
  related: [
    ...LAW_LINKS.filter((link) => !link.href.endsWith('/california/')),
    { label: 'Car accident lawsuit timeline', href: '/car-accident-lawsuits/timeline/' },
  ],
};
