import { defineVariant } from './definition';
import { BENEFITS_STEPS } from './benefits-steps';

/**
 * Benefits-eligibility flow (/benefits): age group, citizenship and benefits already secured, then the contact
 * steps a lead needs. It ends on its own thank-you screen, worded for disability benefits. No progress table:
 * the bar rises evenly.
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
    PhoneAndZip: { submit: true, next: 'BenefitsThankYou' },
    BenefitsThankYou: { final: true },
  },
});
