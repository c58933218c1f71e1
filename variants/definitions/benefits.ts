import { defineVariant } from '../variant-definition';
import { BENEFITS_STEPS } from '../steps/benefits-steps';
import { BENEFITS_TEXTS } from '../texts/benefits-texts';

/**
 * Benefits-eligibility flow (/benefits): age group, citizenship and benefits already secured, then the contact
 * steps a lead needs. It ends, as the route table says, on the default thank-you page with its query (its own
 * rule, `disqualifyingAnswers`, decides q and dq_reason). No progress table: the bar rises evenly.
 */
export default defineVariant({
  id: 'benefits',
  title: 'Benefits-eligibility flow',
  meta: {
    title: 'Disability Benefits Eligibility | {site}',
    description: 'See in about a minute whether you may qualify for disability benefits.',
  },
  start: 'StartPath',
  catalogue: BENEFITS_STEPS,
  texts: BENEFITS_TEXTS,
  // Its own rule (docs/rules.md): a citizen not yet receiving disability benefits, below 67 (when they turn
  // into retirement benefits). No accident rule applies.
  disqualifyingAnswers: [
    ['isUSCitizen', 'no'],
    ['secured_benefits', 'yes'],
    ['ageGroup', '67+'],
  ],
  steps: {
    StartPath: { shows: 'StartPathBenefits', next: 'SelectAgeGroup' },
    SelectAgeGroup: { next: 'USCitizen' },
    USCitizen: { next: 'SecuredBenefits' },
    SecuredBenefits: { next: 'NameAndEmail' },
    NameAndEmail: { next: 'PhoneAndZip' },
    PhoneAndZip: { submit: true },
  },
});
