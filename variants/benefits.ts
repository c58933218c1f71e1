import { defineVariant } from './definition';
import { BENEFITS_STEPS } from './benefits-steps';

/**
 * Benefits-eligibility flow (/benefits): age group, citizenship and benefits already secured, then the contact
 * steps a lead needs. It ends, as the route table says, on the default thank-you page with its query (its own
 * rule decides q and dq_reason: guards/benefits-rules.ts). No progress table: the bar rises evenly.
 */
export default defineVariant({
  id: 'benefits',
  title: 'Benefits-eligibility flow',
  start: 'StartPath',
  catalogue: BENEFITS_STEPS,
  qualification: 'benefits',
  steps: {
    StartPath: { shows: 'StartPathBenefits', next: 'SelectAgeGroup' },
    SelectAgeGroup: { next: 'USCitizen' },
    USCitizen: { next: 'SecuredBenefits' },
    SecuredBenefits: { next: 'NameAndEmail' },
    NameAndEmail: { next: 'PhoneAndZip' },
    PhoneAndZip: { submit: true },
  },
});
