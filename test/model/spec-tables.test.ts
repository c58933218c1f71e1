import { describe, expect, it } from 'vitest';
import { buildLead } from '../../variants/registries/lead-builder';
import { normalizeTracking } from '../../guards/tracking';
import { loadVariant } from '../../variants';
import { variantLeadRules } from '../../variants/registries/variant-lead-rules';
import { findSurveyRoute } from '../../variants/routes/route-table';
import { modelInput, pathsToSubmit, trailKey } from '../../scripts/paths/funnel-paths';

/**
 * The spec's own numbers, written out here and never imported from the code they check: the per-path offer ids,
 * affiliate ids and thank-you pages (spec sections 2 and 3, as the project's route table reads the paths the spec
 * gives without a variant), and the step sequences the spec lists for the variants that have no progress table.
 * Each is checked on the variant's machine, walked from the landing URL's tracking to the lead it posts.
 */

// Spec section 3, "Per-path offer values": /yt 56; /g, /survey-google 57; /g2, /form 101; /f 102; /survey/es 85;
// /survey/vw 86; tt 80; yt 112; insta 113; fb 114; v4nv-ep 196; survey-sd v4 and v3b 152; v6 160; v4nv-rz 188;
// survey-sl 235; "The default is 81". "affid. The default is 1. It is 107 for /survey/ig, 252 for the tt, yt,
// insta and fb surveys, and 340 for survey-sd v4 and v3b."
// Spec section 2, thank-you pages: "/survey-thank-you/ is the default. /survey-v5-thank-you/ is used when the path
// is surveyv5nv. /survey-thank-you-v3b/ is used when the path is survey-sdv3b. /survey-thank-you-v7/ is used for
// the v7 variant. /ticket-thank-you/ is used for the ticket flow." The project's route table (its section on
// routes and variants) serves /survey/v5 and /survey/v5nv with v4nv, so both take the v5 page.
const D = '/survey-thank-you/';
const ROUTES: readonly [path: string, variant: string, oid: string, affid: string, thankYou: string][] = [
  ['/g', 'a', '57', '1', D],
  ['/survey-google', 'a', '57', '1', D],
  ['/f', 'b', '102', '1', D],
  ['/survey/fb', 'b', '114', '252', D],
  ['/g2', 'c', '101', '1', D],
  ['/form', 'c', '101', '1', D],
  ['/yt', 'd', '56', '1', D],
  ['/survey/yt', 'e', '112', '252', D],
  ['/survey/insta', 'f', '113', '252', D],
  ['/survey/tt', 'tiktok', '80', '252', D],
  ['/survey/ig', 'basic', '81', '107', D],
  ['/survey/es', 'basic', '85', '1', D],
  ['/survey/vw', 'vw3', '86', '1', D],
  ['/survey/v2', 'dui', '81', '1', D],
  ['/survey/v3', 'simple', '81', '1', D],
  ['/survey/v4', 'v4', '81', '1', D],
  ['/survey/v5', 'v4nv', '81', '1', '/survey-v5-thank-you/'],
  ['/survey/v5nv', 'v4nv', '81', '1', '/survey-v5-thank-you/'],
  ['/survey/v6', 'v4g', '160', '1', D],
  ['/survey/v7', 'v7', '81', '1', '/survey-thank-you-v7/'],
  ['/survey/v4nv', 'v4nv', '81', '1', D],
  ['/survey/v4nv-ep', 'v4nv-ep', '196', '1', D],
  ['/survey/v4nv-rz', 'v4nv-rz', '188', '1', D],
  ['/survey/v4nv-es', 'v4nv', '81', '1', D],
  ['/survey/v4nv-d1', 'one-to-one', '81', '1', D],
  ['/survey/v4nv-d2', 'one-to-one', '81', '1', D],
  ['/survey/v4nv-x1', 'one-to-one', '81', '1', D],
  ['/survey-sd/v3', 'state-routed', '81', '1', D],
  ['/survey-sd/v3b', 'state-routed', '152', '340', '/survey-thank-you-v3b/'],
  ['/survey-sd/v4', 'state-routed', '152', '340', D],
  ['/survey-sl', 'short', '235', '1', D],
  ['/quiz', 'quiz', '81', '1', D],
  ['/survey/one-page', 'one-page', '81', '1', D],
  ['/survey/start', 'first-funnel', '81', '1', D],
  ['/gpo', 'gpo-mmm', '81', '1', D],
  ['/mmm', 'gpo-mmm', '81', '1', D],
  ['/ticket', 'ticket', '81', '1', '/ticket-thank-you/'],
  ['/benefits', 'benefits', '81', '1', D],
];

/** A place no routing-state list holds, so the state-routed handling leaves the offer as the path set it. */
const NO_STATE = { zip: '', city: '', state: '', state_long: '', county: '' };

describe('the spec’s per-path oid, affid and thank-you page, on the lead each path’s machine posts', () => {
  it.each(ROUTES)('%s: %s, oid %s, affid %s, thank-you %s', async (path, variant, oid, affid, thankYou) => {
    const route = findSurveyRoute(path);
    expect(route).toMatchObject({ variant, thankYouPage: thankYou });
    const definition = await loadVariant(route!.variant);
    const input = modelInput({ tracking: normalizeTracking([], route!), language: route!.language });
    // A path on which no answer moves the lead to another offer (the DUI flow's prior offense: offer 136).
    const walked = pathsToSubmit(definition, input, trailKey, { skipIntro: route!.skipIntro }).find(
      (candidate) =>
        !(definition.offerRules ?? []).some((rule) => candidate.final.context.answers[rule.field] === 'Yes'),
    );
    const lead = buildLead(
      { ...walked!.final.context, place: NO_STATE },
      definition.offerRules,
      variantLeadRules(definition, route),
    );
    expect({ oid: lead.oid, affid: lead.affid, sub_id: lead.sub_id }).toEqual({ oid, affid, sub_id: '1' });
  });

  it('an oid or affid query parameter overrides the path’s (spec section 3)', async () => {
    const route = findSurveyRoute('/survey/tt')!;
    const tracking = normalizeTracking(new URLSearchParams('oid=999&affid=42').entries(), route);
    expect(tracking).toMatchObject({ oid: '999', affid: '42' });
  });
});

// Spec section 2, "Survey step sequences by variant", for the variants it gives no progress table; section 4 for
// the branches. Each sequence must be a path of the variant's machine, step for step.
const SEQUENCES: readonly [variant: string, label: string, steps: string][] = [
  [
    'a',
    'Variant A, injured',
    'StartPath AutoAccidentCaseWorth OtherDriversVehicleType WhenWasTheAccident AtFault WasUserInjured TypeOfMedicalTreatment PoliceReportFiled HasLawyer IncidentDescription NameAndEmail PhoneAndZip',
  ],
  [
    'a',
    'Variant A, TypeOfMedicalTreatment skipped when physical_injury is No',
    'StartPath AutoAccidentCaseWorth OtherDriversVehicleType WhenWasTheAccident AtFault WasUserInjured PoliceReportFiled HasLawyer IncidentDescription NameAndEmail PhoneAndZip',
  ],
  [
    'ticket',
    'Ticket flow',
    'StartPathTicket StartTicketFlow TicketReceived SelectState SelectDate DoYouHaveAttorney IncidentDescription NameAndEmailTicket PhoneAndZip',
  ],
  [
    'dui',
    'Longer funnel, the DUI branch (at fault, DUI charges, a BAC test)',
    'StartPath NameAndEmail AutoAccidentCaseWorth WhenWasTheAccident AtFault PendingDUICharges TypeOfAlcoholTestPerformed BACMeasuredByTest UserHasDUI DUIIncidentDescription PhoneAndZip',
  ],
  [
    'dui',
    'Longer funnel, no test or a refused one skips to UserHasDUI',
    'StartPath NameAndEmail AutoAccidentCaseWorth WhenWasTheAccident AtFault PendingDUICharges TypeOfAlcoholTestPerformed UserHasDUI DUIIncidentDescription PhoneAndZip',
  ],
  [
    'dui',
    'Longer funnel, the injured branch',
    'StartPath NameAndEmail AutoAccidentCaseWorth WhenWasTheAccident AtFault WasUserInjured PoliceReportFiled HasLawyer IncidentDescription PhoneAndZip',
  ],
  [
    'vw3',
    'VW3, injured',
    'StartPath WhenWasTheAccidentVW3 AtFaultVW3 WasUserInjuredVW3 TypeOfMedicalTreatmentVW3 PoliceReportFiledVW3 HasLawyerVW3 IncidentDescriptionVW3 NameAndEmailVW3 PhoneAndZipVW3',
  ],
  [
    'vw3',
    'VW3, not injured: WasUserInjuredVW3 No goes directly to PoliceReportFiledVW3',
    'StartPath WhenWasTheAccidentVW3 AtFaultVW3 WasUserInjuredVW3 PoliceReportFiledVW3 HasLawyerVW3 IncidentDescriptionVW3 NameAndEmailVW3 PhoneAndZipVW3',
  ],
  [
    'tiktok',
    'TikTok',
    'StartPath AutoAccidentCaseWorth WhenWasTheAccidentTikTok AtFault WasUserInjured PoliceReportFiledTikTok HasLawyer IncidentDescriptionTikTok NameAndEmailTikTok PhoneAndZipTikTok',
  ],
  [
    'gpo-mmm',
    'GPO and MMM (ThankYouStep follows the post)',
    'StartPath WhenWasTheAccident AtFault HasLawyer DidYouReceiveMedicalTreatment NameAndEmail PhoneAndZip',
  ],
  ['simple', 'Simple flow', 'StartPath WhenWasTheAccident AtFault WasUserInjured NameAndEmail PhoneAndZip'],
  [
    'basic',
    'Basic flow, injured',
    'StartPath WhenWasTheAccident AtFault WasUserInjured DidYouReceiveMedicalTreatment PoliceReportFiled HasLawyer IncidentDescription NameAndEmail PhoneAndZip',
  ],
  [
    'basic',
    'Basic flow, not injured',
    'StartPath WhenWasTheAccident AtFault WasUserInjured PoliceReportFiled HasLawyer IncidentDescription NameAndEmail PhoneAndZip',
  ],
  [
    'v4nv-rz',
    'v4nvrz',
    'WhenWasTheAccident AtFault WasUserInjured DidYouReceiveMedicalTreatment WillingToTreat HasLawyer IncidentDescription NameAndEmail PhoneAndZip',
  ],
  [
    'benefits',
    'Benefits flow (the spec’s four steps, then the contact steps a lead needs)',
    'StartPath SelectAgeGroup USCitizen SecuredBenefits NameAndEmail PhoneAndZip',
  ],
];

describe('the spec’s step sequences, as paths of each variant’s machine', () => {
  it.each(SEQUENCES)('%s: %s', async (variant, _label, steps) => {
    const definition = await loadVariant(variant as Parameters<typeof loadVariant>[0]);
    const paths = pathsToSubmit(definition, modelInput(), trailKey).map((path) => path.steps.join(' '));
    expect(paths).toContain(steps);
  });

  it.each([
    [
      'b',
      'StartPath SocialDropPII OtherDriversVehicleType WhenWasTheAccident AtFault WasUserInjured TypeOfMedicalTreatment PoliceReportFiled HasLawyer IncidentDescription PhoneAndZip',
    ],
    [
      'c',
      'StartPath WhenWasTheAccident OtherDriversVehicleType AtFault WasUserInjured TypeOfMedicalTreatment PoliceReportFiled HasLawyer IncidentDescription NameAndEmail PhoneAndZip',
    ],
  ])(
    'Variant %s asks every visitor its whole list, TypeOfMedicalTreatment included (no skip named)',
    async (variant, steps) => {
      const definition = await loadVariant(variant as Parameters<typeof loadVariant>[0]);
      const paths = new Set(
        pathsToSubmit(definition, modelInput(), trailKey).map((path) => path.steps.join(' ')),
      );
      expect([...paths]).toEqual([steps]);
    },
  );

  it('GPO and MMM: the post is followed by ThankYouStep', async () => {
    const definition = await loadVariant('gpo-mmm');
    expect(definition.steps.PhoneAndZip).toMatchObject({ submit: true, next: 'ThankYouStep' });
  });
});

// Spec sections 2 and 4, the progress tables, as written there; a step not listed rises evenly. The definitions
// carry these values; this is the one copy, kept to check them against the spec.
const SPEC_PROGRESS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  b: {
    SocialDropPII: 10,
    OtherDriversVehicleType: 20,
    WhenWasTheAccident: 30,
    AtFault: 40,
    WasUserInjured: 50,
    TypeOfMedicalTreatment: 60,
    PoliceReportFiled: 70,
    HasLawyer: 80,
    IncidentDescription: 90,
    PhoneAndZip: 98,
  },
  c: {
    StartPath: 5,
    WhenWasTheAccident: 10,
    OtherDriversVehicleType: 30,
    AtFault: 40,
    WasUserInjured: 55,
    TypeOfMedicalTreatment: 70,
    PoliceReportFiled: 80,
    HasLawyer: 95,
    IncidentDescription: 98,
    NameAndEmail: 99,
    PhoneAndZip: 100,
  },
  d: {
    StartPath: 10,
    WereYouInAMotorVehicleAccident: 20,
    SocialDropWhenWasTheAccident: 30,
    WasUserInjured: 40,
    DidYouRequireMedicalTreatment: 50,
    AtFault: 60,
    PoliceReportFiled: 70,
    HasLawyer: 80,
    IncidentDescription: 90,
    NameAndEmail: 95,
    PhoneAndZip: 100,
  },
  e: {
    StartPath: 5,
    WereYouInAMotorVehicleAccident: 8,
    SocialDropWhenWasTheAccident: 10,
    HasLawyer: 85,
    AtFault: 50,
    NameAndEmail: 95,
    PhoneAndZip: 100,
  },
  f: {
    StartPath: 10,
    WereYouInAMotorVehicleAccident: 16,
    SocialDropWhenWasTheAccident: 20,
    DidYouRequireMedicalTreatment: 25,
    AtFault: 40,
    HasLawyer: 60,
    IncidentDescription: 85,
    NameAndEmail: 90,
    PhoneAndZip: 95,
  },
  short: {
    NameAndEmail: 12,
    TypeOfAccident: 25,
    WhenWasTheAccident: 36,
    WasUserInjured: 45,
    PoliceReportFiled: 68,
    AtFault: 72,
    HasLawyer: 87,
    IncidentDescription: 95,
    PhoneAndZip: 98,
  },
  quiz: {
    HowWasUserHurt: 10,
    WhenWasTheAccident: 18,
    AtFault: 27,
    DescribeInjuries: 36,
    PoliceReport: 45,
    HasAttorney: 54,
    Description: 63,
    EmailAndName: 87,
    ZipAndPhone: 95,
  },
  v4: { StartPath: 1, AutoAccidentCaseWorth: 2 },
};

/** Variant D: WasUserInjured "40 if yes, else straight to AtFault at 50". */
function expectedProgress(id: string, step: string, previous: string | undefined): number | undefined {
  if (id === 'd' && step === 'AtFault' && previous === 'WasUserInjured') return 50;
  return SPEC_PROGRESS[id]?.[step];
}

describe('the spec’s progress tables, at each step of every path of the variant’s machine', () => {
  it.each(Object.keys(SPEC_PROGRESS))('%s', async (variant) => {
    const definition = await loadVariant(variant as Parameters<typeof loadVariant>[0]);
    const paths = pathsToSubmit(definition, modelInput(), trailKey);
    const checked = new Set<string>();
    for (const path of paths) {
      path.steps.forEach((step, index) => {
        const expected = expectedProgress(variant, step, path.steps[index - 1]);
        if (expected === undefined) return;
        expect(path.progress[index], `${variant} ${path.steps.slice(0, index + 1).join(' > ')}`).toBe(
          expected,
        );
        checked.add(step);
      });
    }
    // Every step of the table is shown on some path: a renamed step cannot leave its row unchecked.
    expect([...checked].sort()).toEqual(Object.keys(SPEC_PROGRESS[variant]!).sort());
  });
});
