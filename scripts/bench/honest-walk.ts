/**
 * An honest visitor's walk through /survey/v4nv, made by the variant's own machine (the factory and registries the
 * page uses), for the benches that post leads: the lead the machine builds and the trail it recorded, ten steps
 * that end qualified. The server is to replay the trail (docs/rules.md), so a bench that posts leads without one
 * measures less than a visitor costs.
 */
import { newTimeOrderedId } from '../../services/time-ordered-id';
import { createActor, toPromise } from 'xstate';
import { addDays } from '../../guards/dates';
import { normalizeTracking } from '../../guards/tracking';
import { createFunnelMachine, provideCalls } from '../../machines/create-funnel-machine';
import type { FunnelInput, Lead } from '../../machines/funnel-types';
import type { VariantDefinition } from '../../variants/variant-definition';
import v4nvDefinition from '../../variants/definitions/v4nv';
import { funnelRegistries } from '../../variants/registries/funnel-registries';
import { findSurveyRoute } from '../../variants/routes/route-table';
import { answerValues } from '../../machines/step-kinds';
import { shownStep } from '../../machines/definition-language';

/** One answered step as the machine recorded it, as a lead route carries it. */
export interface TrailStep {
  step: string;
  values: Record<string, string>;
}

export interface HonestWalk {
  lead: Lead;
  trail: TrailStep[];
}

const v4nv: VariantDefinition = v4nvDefinition;
const ORIGIN = 'http://localhost:3000';
const LANDING_QUERY = '?oid=81&affid=1&sub_id=1';
const HOUSTON = { zip: '77002', city: 'Houston', state: 'TX', state_long: 'Texas', county: 'Harris' };

/** A choice step's answer as its button stores it. */
function choose(step: string, answer: string): Record<string, string> {
  const shown = shownStep(v4nv, step);
  if (shown?.kind !== 'choice') throw new Error(`${step} is not a choice step of v4nv`);
  const option = shown.options.find((candidate) => candidate.answer === answer);
  if (!option) throw new Error(`${step} has no answer ${answer}`);
  return answerValues(shown.field, option);
}

/** What the visitor answers at each step: injured five months ago, not at fault, treated, no lawyer, a hit and run. */
function answersBy(today: string): Record<string, Record<string, string>> {
  const accident = addDays(today, -150);
  return {
    WhenWasTheAccident: { injury_month: accident.slice(5, 7), injury_year: accident.slice(0, 4) },
    AtFault: choose('AtFault', 'No'),
    WasUserInjured: choose('WasUserInjured', 'Whiplash'),
    DidYouReceiveMedicalTreatment: choose('DidYouReceiveMedicalTreatment', 'Yes'),
    PoliceReportFiled: choose('PoliceReportFiled', 'Yes'),
    HasLawyer: choose('HasLawyer', 'No'),
    IncidentDescription: {
      case_description:
        'I was stopped at a red light when a delivery van hit the back of my car and drove off.',
      hit_and_run: 'Yes',
      tcpa: 'consent text',
    },
    HitAndRunIdentified: choose('HitAndRunIdentified', 'Yes'),
    NameAndEmail: {
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria.lopez@example.com',
      tcpa: 'consent text',
    },
    PhoneAndZip: { phone: '7135550182', zip_code: HOUSTON.zip, tcpa: 'consent text' },
  };
}

/** Walks v4nv on its machine as the page would (no network: the place and the post are answered here). */
export async function honestV4nvWalk(today: string): Promise<HonestWalk> {
  const route = findSurveyRoute('/survey/v4nv');
  if (!route) throw new Error('/survey/v4nv is not a survey route');
  const landing = new URL(`${ORIGIN}/survey/v4nv${LANDING_QUERY}`);
  const input: FunnelInput = {
    leadId: newTimeOrderedId(),
    today,
    language: 'en',
    combinedLastStep: false,
    visitorState: '',
    tracking: normalizeTracking(landing.searchParams.entries(), route),
    page: { landing_page: ORIGIN, landing_page_url: landing.href },
  };
  let posted: Lead | undefined;
  const machine = provideCalls(createFunnelMachine(v4nv, funnelRegistries(v4nv)), {
    lookUpPlace: () => Promise.resolve(HOUSTON),
    postLead: (lead) => {
      posted = lead;
      return Promise.resolve({ lead_is_qualified: lead.lead_is_qualified, dq_reason: lead.dq_reason ?? '' });
    },
  });
  const actor = createActor(machine, { input }).start();
  const answers = answersBy(today);
  while (typeof actor.getSnapshot().value === 'string') {
    const step = actor.getSnapshot().value as string;
    const values = answers[step];
    if (!values) throw new Error(`The honest v4nv walk has no answer for ${step}`);
    actor.send({ type: 'ANSWER', values });
  }
  const trail = actor
    .getSnapshot()
    .context.trail.map(({ step, values }) => ({ step, values: { ...values } }));
  await toPromise(actor);
  if (!posted) throw new Error('The honest v4nv walk posted no lead');
  if (posted.lead_is_qualified !== 'yes') throw new Error('The honest v4nv walk did not end qualified');
  return { lead: posted, trail };
}

/** The walk made by another person: their own lead id, e-mail and phone, in the field map and in the trail alike. */
export function walkOfPerson(walk: HonestWalk, person: number): HonestWalk {
  const contact: Record<string, string> = {
    email: `maria.lopez.${person}@example.com`,
    phone: `713${String(2_000_000 + person).padStart(7, '0')}`,
  };
  const swap = (values: Record<string, string>) => {
    const swapped = { ...values };
    for (const [field, value] of Object.entries(contact)) if (field in swapped) swapped[field] = value;
    return swapped;
  };
  return {
    lead: { ...swap(walk.lead), lead_id: newTimeOrderedId() },
    trail: walk.trail.map(({ step, values }) => ({ step, values: swap(values) })),
  };
}
