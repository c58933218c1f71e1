import { defineVariant } from '../variant-definition';
import { ONE_TO_ONE_STEPS } from '../steps/one-to-one-steps';
import { SHARED_STEPS } from '../steps/shared-steps';
import v4nv from './v4nv';

// The one-to-one paths ask none of the lawyer-confirmation or funding questions.
const {
  ConfirmationHasLawyer: _confirmation,
  InterestedInFunding: _funding,
  FundingAmount: _amount,
  HasCaseBeenSettled: _settled,
  HasReceivedFunding: _received,
  LawFirmDetails: _lawFirm,
  AllPii: _allPii,
  DateOfBirth: _dateOfBirth,
  PhoneAndZip: _phoneAndZip,
  ...sharedSteps
} = v4nv.steps;

/**
 * The one-to-one consent family (/survey/v4nv-d1, -d2, -x1 with fixed buyers, /survey/v4nv-1to1 with buyers
 * fetched; spec section 4): v4 without the first-step extras; WhenWasTheAccident asks for the lead-platform
 * mappings (the `leadMappings` page hook); HasLawyer always goes to the description, which
 * (directly or after the hit-and-run questions) goes to ZipCode; ZipCode finds the buyers (the route's fixed ones
 * or `/buyers/get-available`), and the last step names them when there are any.
 */
export default defineVariant({
  id: 'one-to-one',
  title: 'One-to-one consent',
  start: 'StartPath',
  catalogue: { ...SHARED_STEPS, ...ONE_TO_ONE_STEPS },
  steps: {
    StartPath: { progress: 1, next: 'WhenWasTheAccident' },
    ...sharedSteps,
    // The spec: WhenWasTheAccident fetches the lead-platform mappings, which go with the lead.
    WhenWasTheAccident: { next: [{ to: 'AtFault', hooks: ['leadMappings'] }] },
    HasLawyer: { next: 'IncidentDescription' },
    IncidentDescription: {
      next: [{ to: 'HitAndRunIdentified', when: 'hitAndRun' }, { to: 'ZipCode' }],
    },
    HitAndRunIdentified: {
      next: [
        { to: 'ZipCode', when: 'driverIdentified', do: ['noteDriverIdentified'] },
        { to: 'UninsuredMotoristCoverage' },
      ],
    },
    UninsuredMotoristCoverage: {
      next: [
        { to: 'ZipCode', when: 'hasUninsuredMotoristCoverage', do: ['noteUninsuredMotoristCoverage'] },
        { to: 'ZipCode' },
      ],
    },
    ZipCode: { next: 'NameAndEmail' },
    NameAndEmail: {
      next: [{ to: 'PhoneAndBuyersConsent', when: 'oneToOneConsent' }, { to: 'PhoneAbbreviatedTCPA' }],
    },
    PhoneAndBuyersConsent: { submit: true },
    PhoneAbbreviatedTCPA: { submit: true },
  },
});
