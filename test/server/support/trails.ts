import { createActor } from 'xstate';
import { addDays } from '../../../guards/dates';
import type { TrailStep } from '../../../guards/trail';
import { SUBMITTING } from '../../../machines/create-funnel-machine';
import { modelInput, modelMachine } from '../../../scripts/paths/funnel-paths';
import { funnelStartFacts } from '../../../variants/routes/funnel-start';
import { loadVariant } from '../../../variants/index';
import { offersTimeframe } from '../../../variants/routes/page-flags';
import { findSurveyRoute } from '../../../variants/routes/route-table';
import { answerValues } from '../../../machines/step-kinds';
import { shownStep } from '../../../machines/definition-language';
import { type CatalogueStep, type ChoiceOption } from '../../../variants/steps/step-catalogue';
import { formFields } from '../../../variants/native-forms/form-rules';
import { SHARED_ACTIONS } from '../../../variants/registries/shared-actions';
import { TODAY } from './test-server';

/**
 * The trail a visitor leaves who gives a flat lead's answers: the variant of its landing URL walked step by step
 * with the lead's own values, the answers it does not name given as a qualifying visitor would (no to the
 * questions that branch away, the first option otherwise). A test posts a lead with the trail its walk makes, as
 * the browser does, rather than a field map the server would take for unreplayed.
 */

export const DEFAULT_LANDING = 'https://accidentclaims.example/survey/v4nv';

/** The answer a qualifying visitor gives to a question the lead leaves out. */
const QUALIFYING: Record<string, string> = {
  motor_vehicle_accident: 'Yes',
  physical_injury: 'Yes',
  at_Fault: 'No',
  with_Lawyer: 'No',
  doctor_treatment: 'Yes',
  hit_and_run: 'No',
  active_insurance_policy: 'No',
  isUSCitizen: 'Yes',
  secured_benefits: 'No',
  ticket_state: 'TX',
};
const SAMPLES: Record<string, string> = {
  firstName: 'Maria',
  lastName: 'Lopez',
  first_name: 'Maria',
  last_name: 'Lopez',
  email: 'maria.lopez@example.com',
  phone: '7135550182',
  zip_code: '77002',
  case_description: 'A truck hit my car yesterday',
  address: '1200 Main Street',
};

type Fields = Readonly<Record<string, unknown>>;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;

function optionFor(options: readonly ChoiceOption[], field: string, fields: Fields): ChoiceOption {
  const given = text(fields[field]) ?? QUALIFYING[field];
  const wanted = given?.trim().toLowerCase();
  const byValue = options.filter((candidate) =>
    [candidate.value, candidate.answer].some((value) => value?.toLowerCase() === wanted),
  );
  // Two options may store one value and differ in what they also set ("Yes, but I want a new lawyer").
  const option =
    byValue.find((candidate) =>
      Object.entries(candidate.also ?? {}).every(([key, value]) => (text(fields[key]) ?? value) === value),
    ) ?? byValue[0];
  if (option) return option;
  if (given !== undefined && Object.hasOwn(fields, field)) {
    throw new Error(`No option of ${field} answers "${given}"`);
  }
  return options[0]!;
}

function valuesFor(step: CatalogueStep, fields: Fields, today: string): Record<string, string> {
  const value = (name: string, fallback = '') => text(fields[name]) ?? SAMPLES[name] ?? fallback;
  switch (step.kind) {
    case 'intro':
    case 'message':
      return {};
    case 'choice':
      return answerValues(step.field, optionFor(step.options, step.field, fields));
    case 'month-year': {
      const past = addDays(today, -150);
      const timeframe = text(fields.accident_date_button);
      if (timeframe) {
        const given = { accident_date_button: timeframe };
        return { ...given, ...SHARED_ACTIONS.estimateDateFromTimeframe(given, today) };
      }
      return {
        injury_month: value('injury_month', past.slice(5, 7)),
        injury_year: value('injury_year', past.slice(0, 4)),
      };
    }
    case 'fields':
    case 'buyers':
      return Object.fromEntries(step.fields.map((field) => [field.name, value(field.name)]));
    case 'form': {
      const values: Record<string, string> = {};
      const past = addDays(today, -150);
      for (const field of formFields(step)) {
        if (field.type === 'select')
          Object.assign(values, answerValues(field.name, optionFor(field.options, field.name, fields)));
        else if (field.type === 'year') values[field.name] = value(field.name, past.slice(0, 4));
        else if (field.type === 'month') values[field.name] = value(field.name, past.slice(5, 7));
        else if (field.name === 'ticket_date') values[field.name] = value(field.name, addDays(today, -10));
        else values[field.name] = value(field.name);
      }
      return values;
    }
  }
}

/** The trail of a walk that gives the lead's answers, on the lead's landing route (v4nv when it names none). */
export async function trailFor(fields: Fields, today = TODAY): Promise<TrailStep[]> {
  const landing = new URL(text(fields.landing_page_url) ?? DEFAULT_LANDING, DEFAULT_LANDING);
  const route = findSurveyRoute(landing.pathname);
  if (!route) throw new Error(`${landing.pathname} is no survey route`);
  const definition = await loadVariant(route.variant);
  const machine = modelMachine(definition, {
    routingStateList: route.routingStateList,
    skipIntro: route.skipIntro,
  });
  const actor = createActor(machine, {
    input: modelInput({ today, language: route.language, ...funnelStartFacts(route, landing.searchParams) }),
  });
  actor.start();
  try {
    for (let taken = 0; ; taken++) {
      const snapshot = actor.getSnapshot();
      if (snapshot.value === SUBMITTING || typeof snapshot.value !== 'string') break;
      const step = shownStep(definition, snapshot.value);
      if (!step) throw new Error(`Step ${snapshot.value} has no catalogue entry`);
      const values = valuesFor(step, fields, today);
      if (definition.steps[snapshot.value]?.submit && typeof fields.tcpa === 'string')
        values.tcpa = fields.tcpa;
      actor.send({ type: 'ANSWER', values });
      if (actor.getSnapshot().context.trail.length === taken) {
        throw new Error(`The walk stops at ${snapshot.value}: no transition takes ${JSON.stringify(values)}`);
      }
    }
    return actor.getSnapshot().context.trail.map(({ step, values }) => ({ step, values }));
  } finally {
    actor.stop();
  }
}

/**
 * The lead's landing URL (v4nv's when it names none). A lead that answers the date with a time frame came through a
 * page that offers the time-frame buttons, which only show-accident-timeframe does: its landing URL says so.
 */
function landingFor(fields: Fields): string {
  const given = text(fields.landing_page_url) ?? DEFAULT_LANDING;
  if (!text(fields.accident_date_button)) return given;
  const landing = new URL(given, DEFAULT_LANDING);
  if (offersTimeframe(findSurveyRoute(landing.pathname)?.flags, landing.searchParams)) return given;
  landing.searchParams.set('show-accident-timeframe', 'yes');
  return landing.href;
}

/** The lead with its landing URL (v4nv's when it names none) and the trail its walk makes. */
export async function withTrail<T extends Fields>(
  fields: T,
  today = TODAY,
): Promise<T & { trail: TrailStep[] }> {
  const landed = { ...fields, landing_page_url: landingFor(fields) };
  return { ...landed, trail: await trailFor(landed, today) };
}
