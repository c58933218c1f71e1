import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';
import { DUI_STEPS } from '../steps/dui-steps';

/**
 * Longer funnel with DUI questions (/survey/v2). An at-fault visitor is asked about pending DUI charges; with
 * charges, about the alcohol test (no test or a refused test records bac_level dont_know and skips the reading),
 * a prior alcohol-related offense and what happened. The DUI description clears disqualification: that visitor
 * is what this flow's buyer wants. A prior alcohol-related offense moves the lead to offer 136, affiliate 1.
 * Everyone else takes the injury branch. No progress table: the bar rises evenly along the longest (DUI) path.
 */
export default defineVariant({
  id: 'dui',
  title: 'Longer funnel with DUI questions',
  start: 'StartPath',
  catalogue: { ...SHARED_STEPS, ...DUI_STEPS },
  partnerOffer: 'without-prior-offense',
  offerRules: [{ field: 'prior_alcohol_related_offense', oid: '136', affid: '1' }],
  steps: {
    StartPath: { next: 'NameAndEmail' },
    NameAndEmail: { next: 'AutoAccidentCaseWorth' },
    AutoAccidentCaseWorth: { next: 'WhenWasTheAccident' },
    WhenWasTheAccident: { next: 'AtFault' },
    AtFault: { next: [{ to: 'PendingDUICharges', when: 'atFault' }, { to: 'WasUserInjured' }] },
    PendingDUICharges: {
      next: [{ to: 'TypeOfAlcoholTestPerformed', when: 'pendingDuiCharges' }, { to: 'WasUserInjured' }],
    },
    TypeOfAlcoholTestPerformed: {
      next: [{ to: 'BACMeasuredByTest', when: 'alcoholTestTaken' }, { to: 'UserHasDUI' }],
    },
    BACMeasuredByTest: { next: 'UserHasDUI' },
    UserHasDUI: { next: 'DUIIncidentDescription' },
    DUIIncidentDescription: { next: [{ to: 'PhoneAndZip', do: ['clearDisqualification'] }] },
    WasUserInjured: { next: 'PoliceReportFiled' },
    PoliceReportFiled: { next: 'HasLawyer' },
    HasLawyer: { next: 'IncidentDescription' },
    IncidentDescription: { next: 'PhoneAndZip' },
    PhoneAndZip: { submit: true },
  },
});
