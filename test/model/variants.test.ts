/**
 * Every variant, walked along paths generated from its machine (xstate/graph): every step and every guarded
 * branch is taken, every path ends at a submit step, the progress bar follows the spec's table (or rises evenly
 * where the spec gives none), and the lead built at the end passes the lead contract.
 */
import { isDeepStrictEqual } from 'node:util';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { DONE, SUBMITTING } from '../../machines/create-funnel-machine';
import { transitionsOf } from '../../machines/definition-graph';
import type { FunnelInput, FunnelOutcome, Lead, Place } from '../../machines/funnel-types';
import { thankYouQuery, thankYouUrl } from '../../guards/thank-you-query';
import { buildLead } from '../../variants/registries/lead-builder';
import { postLeadBodySchema, type PostLeadResponse } from '../../services/api/lead/lead-contract';
import type { ZipPlace } from '../../services/api/zip-place/zip-place-contract';
import { VARIANT_IDS, loadVariant } from '../../variants';
import type { VariantDefinition } from '../../variants/variant-definition';
import { SURVEY_ROUTES, type VariantId } from '../../variants/routes/route-table';
import { shownStep } from '../../machines/definition-language';
import {
  modelInput,
  modelMachine,
  pathsToSubmit,
  replay,
  trailKey,
  type FunnelSnapshot,
  type GeneratedPath,
  type ModelOptions,
} from '../../scripts/paths/funnel-paths';

/** The trail plus one answer: keeps a path per value of an answer that changes no step. */
const trailAnd =
  (field: string) =>
  (snapshot: FunnelSnapshot): string =>
    `${trailKey(snapshot)}|${snapshot.context.answers[field] ?? ''}`;

const PLACE: ZipPlace = { zip: '77002', city: 'Houston', state: 'TX', state_long: 'Texas', county: 'Harris' };

/** Only Variant E's table goes back (HasLawyer 85, then AtFault 50); it is kept as written. */
const PROGRESS_GOES_BACK: readonly VariantId[] = ['e'];

/** Whether the variant's paths skip the intro: the same rule as the page, from the rows that serve it. */
function skipIntroFor(id: VariantId): boolean {
  return SURVEY_ROUTES.filter((route) => route.variant === id).every((route) => route.skipIntro === true);
}

interface Configuration {
  input: FunnelInput;
  options: ModelOptions;
}

/** The page configurations each variant runs under: every flag its guards read. */
function configurations(id: VariantId): Configuration[] {
  const skipIntro = skipIntroFor(id);
  return [
    { input: modelInput(), options: { skipIntro } },
    { input: modelInput({ combinedLastStep: true }), options: { skipIntro } },
    { input: modelInput({ visitorState: 'TX' }), options: { skipIntro, dateOfBirthStates: ['TX'] } },
  ];
}

interface Walked {
  definition: VariantDefinition;
  paths: GeneratedPath[];
  /** The page configuration each path was generated under. */
  configurations: Configuration[];
}

const walked = new Map<VariantId, Walked>();
async function walk(id: VariantId): Promise<Walked> {
  const cached = walked.get(id);
  if (cached) return cached;
  const definition = await loadVariant(id);
  const generated = configurations(id).flatMap((configuration) =>
    // One-to-one consent found or not changes no step until NameAndEmail: it is part of the key.
    pathsToSubmit(definition, configuration.input, trailAnd('1_to_1_consent'), configuration.options).map(
      (path) => ({ path, configuration }),
    ),
  );
  const result = {
    definition,
    paths: generated.map((entry) => entry.path),
    configurations: generated.map((entry) => entry.configuration),
  };
  walked.set(id, result);
  return result;
}

function leadAtEnd(definition: VariantDefinition, path: GeneratedPath): Lead {
  return buildLead({ ...path.final.context, place: PLACE }, definition.offerRules);
}

describe.each(VARIANT_IDS)('variant %s: paths generated from the machine', (id) => {
  it('reaches every step and takes every transition the definition names', async () => {
    const { definition, paths } = await walk(id);
    const reached = new Set(paths.flatMap((path) => path.steps));
    const finalSteps = Object.entries(definition.steps).filter(([, step]) => step.final);
    const questionSteps = Object.keys(definition.steps).filter((name) => !definition.steps[name]!.final);
    const intro =
      skipIntroFor(id) && shownStep(definition, definition.start)?.kind === 'intro' ? [definition.start] : [];
    expect([...reached].sort()).toEqual(questionSteps.filter((name) => !intro.includes(name)).sort());
    const taken = new Set(
      paths.flatMap((path) => path.steps.slice(1).map((step, index) => `${path.steps[index]} -> ${step}`)),
    );
    const defined = Object.entries(definition.steps)
      .filter(([name, step]) => !step.submit && !intro.includes(name))
      .flatMap(([from, step]) => transitionsOf(step).map((transition) => `${from} -> ${transition.to}`));
    expect(defined.filter((edge) => !taken.has(edge))).toEqual([]);
    // A step that ends the funnel on the page is reached after the post (see the GPO test below).
    for (const [name] of finalSteps) expect(reached.has(name)).toBe(false);
  });

  it('ends every path at a submit step, at 100', async () => {
    const { definition, paths } = await walk(id);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      expect(definition.steps[path.steps.at(-1)!]?.submit, path.steps.join(' > ')).toBe(true);
      expect(path.final.value).toHaveProperty(SUBMITTING);
      expect(path.progress.at(-1)).toBe(100);
    }
  });

  it('never moves the progress bar back where the spec does not', async () => {
    const { paths } = await walk(id);
    for (const path of paths) {
      if (PROGRESS_GOES_BACK.includes(id)) continue;
      for (let index = 1; index < path.progress.length; index += 1) {
        expect(path.progress[index], path.steps.join(' > ')).toBeGreaterThanOrEqual(
          path.progress[index - 1]!,
        );
      }
    }
  });

  it('builds a lead at the end of every path that passes the lead contract', async () => {
    const { definition, paths } = await walk(id);
    for (const path of paths) {
      const lead = leadAtEnd(definition, path);
      const parsed = postLeadBodySchema.safeParse(lead);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(lead.language).toBe('en');
      expect(lead.landing_page_url ?? '').toBe('');
    }
  });

  it('holds the lead in the submit tap itself, before the zip look-up or the post has answered', async () => {
    const { definition, paths, configurations } = await walk(id);
    for (const [index, path] of paths.entries()) {
      if (index % 5 !== 0) continue; // a fifth of the paths: the hold does not depend on the branch taken
      const held: Lead[] = [];
      const never = () => new Promise<never>(() => undefined);
      const { input, options } = configurations[index]!;
      const machine = modelMachine(definition, options).provide({
        actions: { holdLead: ({ context }) => void held.push(context.lead!) },
        actors: {
          lookUpPlace: fromPromise<Place, { key: string }>(never),
          postLead: fromPromise<unknown, { lead: Lead }>(never),
        },
      });
      const actor = createActor(machine, { input });
      actor.start();
      for (const event of path.events.slice(0, -1)) actor.send(event);
      expect(held).toHaveLength(0);
      actor.send(path.events.at(-1)!);
      // Neither call has answered: the lead was held in the same send as the tap.
      expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
      expect(held).toHaveLength(1);
      expect(held[0]!.lead_id).toBe(input.leadId);
      expect(postLeadBodySchema.safeParse(held[0]).success).toBe(true);
      actor.stop();
    }
  });

  it('returns with BACK along the path actually taken', async () => {
    const { definition, paths, configurations } = await walk(id);
    for (const [index, path] of paths.entries()) {
      if (index % 3 !== 0) continue; // a third of the paths: BACK does not depend on the branch taken
      const withoutSubmit = path.events.slice(0, -1);
      const { input, options } = configurations[index]!;
      const actor = replay(definition, input, withoutSubmit, options);
      const progressShown = path.progress.slice(0, -1).reverse();
      const walkedBack = [actor.getSnapshot().value];
      const progressBack = [actor.getSnapshot().context.progress];
      for (let index = 0; index < withoutSubmit.length; index += 1) {
        actor.send({ type: 'BACK' });
        walkedBack.push(actor.getSnapshot().value);
        progressBack.push(actor.getSnapshot().context.progress);
      }
      expect(walkedBack).toEqual([...path.steps].reverse());
      expect(progressBack).toEqual(progressShown);
    }
  });
});

describe('what particular variants do along their paths', () => {
  it('basic flow and VW3 record a car accident from the start', async () => {
    for (const id of ['basic', 'vw3'] as const) {
      const { paths } = await walk(id);
      for (const path of paths) expect(path.final.context.answers.accident_type).toBe('Car Accident');
    }
  });

  it('VW3 sends the names as first_name and last_name', async () => {
    const { definition, paths } = await walk('vw3');
    for (const path of paths) {
      const lead = leadAtEnd(definition, path);
      expect(lead.first_name).toBe('Maria');
      expect(lead.firstName).toBeUndefined();
    }
  });

  it('DUI: no test or a refused test records bac_level dont_know and skips the reading', async () => {
    const { paths } = await walk('dui');
    const untested = paths.filter((path) =>
      ['no_test', 'refused_test'].includes(path.final.context.answers.type_of_alcohol_test_performed ?? ''),
    );
    expect(untested.length).toBeGreaterThan(0);
    for (const path of untested) {
      expect(path.final.context.answers.bac_level).toBe('dont_know');
      expect(path.steps).not.toContain('BACMeasuredByTest');
    }
  });

  it('DUI: a prior alcohol-related offense moves the lead to offer 136, affiliate 1', async () => {
    const definition = await loadVariant('dui');
    const paths = pathsToSubmit(definition, modelInput(), trailAnd('prior_alcohol_related_offense'));
    const outcomes = new Set<string>();
    for (const path of paths.filter((candidate) => candidate.steps.includes('UserHasDUI'))) {
      const lead = leadAtEnd(definition, path);
      const prior = path.final.context.answers.prior_alcohol_related_offense === 'Yes';
      expect([lead.oid, lead.affid]).toEqual(prior ? ['136', '1'] : ['81', '1']);
      outcomes.add(lead.oid!);
    }
    expect([...outcomes].sort()).toEqual(['136', '81']);
  });

  it('DUI: the DUI description clears disqualification on the way out', async () => {
    const definition = await loadVariant('dui');
    const { paths } = await walk('dui');
    const duiPath = paths.find((path) => path.steps.includes('DUIIncidentDescription'))!;
    const outcome = await postAndSettle(definition, duiPath, async (lead) => ({
      id: '1',
      lead_is_qualified: 'no',
      dq_reason: lead.dq_reason ?? '',
    }));
    expect(outcome.value).toBe(DONE);
    expect(outcome.output).toMatchObject({ qualified: true, dqReason: '' });
  });

  it('v4nvrz: a prior alcohol-related offense in the landing query moves the lead to offer 136', async () => {
    const definition = await loadVariant('v4nv-rz');
    const input = modelInput({
      tracking: { oid: '188', affid: '1', sub_id: '1', prior_alcohol_related_offense: 'yes' },
    });
    const [path] = pathsToSubmit(definition, input, trailKey, { skipIntro: true });
    const lead = leadAtEnd(definition, path!);
    expect([lead.oid, lead.affid]).toEqual(['136', '1']);
  });

  it('v4nv in Spanish never asks ConfirmationHasLawyer', async () => {
    const definition = await loadVariant('v4nv');
    const paths = pathsToSubmit(definition, modelInput({ language: 'es' }), trailAnd('with_Lawyer'), {
      skipIntro: true,
    });
    expect(paths.some((path) => path.final.context.answers.with_Lawyer === 'Yes')).toBe(true);
    for (const path of paths) expect(path.steps).not.toContain('ConfirmationHasLawyer');
    for (const path of paths) expect(buildLead(path.final.context).language).toBe('es');
  });

  it('v4 fires the ad-pixel hook at the start, v7 on the way to GetStartedFirstStep', async () => {
    for (const [id, after] of [
      ['v4', 'AutoAccidentCaseWorth'],
      ['v7', 'GetStartedFirstStep'],
    ] as const) {
      const hook = vi.fn();
      const machine = modelMachine(await loadVariant(id)).provide({
        actions: { pageHook: (_, params: { hook: string }) => hook(params.hook) },
      });
      const actor = createActor(machine, { input: modelInput() }).start();
      expect(hook).not.toHaveBeenCalled();
      actor.send({ type: 'ANSWER', values: {} });
      expect(actor.getSnapshot().value).toBe(after);
      expect(hook.mock.calls).toEqual([['adPixel']]);
    }
  });

  it('v4 and v7 fire the injury-pixel hook when the visitor answers that they were hurt, and only then', async () => {
    for (const [id, beforeInjury] of [
      ['v4', ['StartPath', 'AutoAccidentCaseWorth', 'WhenWasTheAccident', 'AtFault']],
      ['v7', ['StartPath', 'GetStartedFirstStep', 'WhenWasTheAccident', 'AtFault']],
    ] as const) {
      for (const [injury, fired] of [
        [{ injury_type: 'Whiplash', physical_injury: 'Yes' }, [['injuryPixel']]],
        [{ injury_type: '', physical_injury: 'No' }, []],
      ] as const) {
        const hook = vi.fn();
        const machine = modelMachine(await loadVariant(id)).provide({
          actions: { pageHook: (_, params: { hook: string }) => hook(params.hook) },
        });
        const actor = createActor(machine, { input: modelInput() }).start();
        for (const step of beforeInjury) {
          expect(actor.getSnapshot().value).toBe(step);
          actor.send({ type: 'ANSWER', values: { injury_month: '8', injury_year: '2026', at_Fault: 'No' } });
        }
        expect(actor.getSnapshot().value).toBe('WasUserInjured');
        hook.mockClear();
        actor.send({ type: 'ANSWER', values: injury });
        expect(hook.mock.calls, `${id} ${injury.physical_injury}`).toEqual(fired);
      }
    }
  });

  it('the one-to-one family asks for the lead-platform mappings as WhenWasTheAccident is answered', async () => {
    const hook = vi.fn();
    const machine = modelMachine(await loadVariant('one-to-one')).provide({
      actions: { pageHook: (_, params: { hook: string }) => hook(params.hook) },
    });
    const actor = createActor(machine, { input: modelInput() }).start();
    actor.send({ type: 'ANSWER', values: {} });
    expect(actor.getSnapshot().value).toBe('WhenWasTheAccident');
    expect(hook).not.toHaveBeenCalled();
    actor.send({ type: 'ANSWER', values: { injury_month: '8', injury_year: '2026' } });
    expect(actor.getSnapshot().value).toBe('AtFault');
    expect(hook.mock.calls).toEqual([['leadMappings']]);
  });

  it('the quiz fires the identity-pixel hook after HowWasUserHurt, and End posts the lead', async () => {
    const definition = await loadVariant('quiz');
    const hook = vi.fn();
    const machine = modelMachine(definition).provide({
      actions: { pageHook: (_, params: { hook: string }) => hook(params.hook) },
    });
    const actor = createActor(machine, { input: modelInput() }).start();
    actor.send({ type: 'ANSWER', values: {} });
    expect(hook).not.toHaveBeenCalled();
    actor.send({ type: 'ANSWER', values: { accident_type: 'Car Accident' } });
    expect(hook.mock.calls).toEqual([['identityPixel']]);
    expect(Object.keys(definition.steps)).toHaveLength(11);
    expect(Object.entries(definition.steps).filter(([, step]) => step.submit)).toEqual([
      ['End', expect.anything()],
    ]);
  });

  it('tags a step with nothing, the post and the redirect after it with submitting', async () => {
    const definition = await loadVariant('v4nv');
    const { paths } = await walk('v4nv');
    let answer: (response: PostLeadResponse) => void = () => {};
    const actor = startWithCalls(definition, paths[0]!, () => new Promise((resolve) => (answer = resolve)));
    // The machine's type knows no state names (they come from data), so the value is compared as data.
    const posting = await waitFor(actor, (snapshot) =>
      isDeepStrictEqual(snapshot.value, { submitting: 'posting' }),
    );
    expect([...posting.tags]).toEqual(['submitting']);
    answer({ id: '1', lead_is_qualified: 'yes', dq_reason: '' });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect([...done.tags]).toEqual(['submitting']);
    const fresh = createActor(modelMachine(definition), { input: modelInput() }).start();
    expect([...fresh.getSnapshot().tags]).toEqual([]);
  });

  it('GPO and MMM: after the post, successful or not, the funnel ends on its ThankYouStep', async () => {
    const definition = await loadVariant('gpo-mmm');
    expect(definition.delivery).toBe('ingest');
    const { paths } = await walk('gpo-mmm');
    for (const post of [
      async () => ({ id: '1', lead_is_qualified: 'yes' as const, dq_reason: '' }),
      async () => {
        throw new Error('404');
      },
    ]) {
      const settled = await postAndSettle(definition, paths[0]!, post);
      expect(settled.value).toBe('ThankYouStep');
      expect(settled.progress).toBe(100);
      // The view reads the end from the state's tag, not from its name.
      expect(settled.tags).toEqual(['ended']);
    }
  });

  it('simple flow: a failed post keeps the visitor on the last step, and a retry posts again', async () => {
    const definition = await loadVariant('simple');
    const { paths } = await walk('simple');
    const path = paths[0]!;
    let calls = 0;
    const actor = startWithCalls(definition, path, async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { id: '1', lead_is_qualified: 'no', dq_reason: '' };
    });
    await waitFor(actor, (snapshot) => typeof snapshot.value === 'string');
    expect(actor.getSnapshot().value).toBe('PhoneAndZip');
    expect(actor.getSnapshot().context.postFailed).toBe(true);
    actor.send(path.events.at(-1)!);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe(DONE);
    expect(calls).toBe(2);
  });

  it('one-page: the year alone is stored as yyyy-01-01, with the names as first_name and last_name', async () => {
    const definition = await loadVariant('one-page');
    const { paths } = await walk('one-page');
    for (const path of paths) {
      const lead = leadAtEnd(definition, path);
      expect(lead.incident_date).toBe(`${lead.injury_year}-01-01`);
      expect(lead.injury_month ?? '').toBe('');
      expect([lead.first_name, lead.last_name, lead.firstName]).toEqual(['Maria', 'Lopez', undefined]);
      for (const field of ['address', 'case_worth', 'motor_vehicle_accident', 'injury_type', 'police_report'])
        expect(lead[field], field).not.toBe('');
      expect(lead.lead_is_qualified).toBe('yes');
    }
  });

  it('one-page: a disqualified lead ends on the Disqualified screen after the post, a qualified one redirects', async () => {
    const definition = await loadVariant('one-page');
    const { paths } = await walk('one-page');
    const path = paths[0]!;
    const answered = async (verdict: PostLeadResponse['lead_is_qualified']) =>
      postAndSettle(definition, path, async () => ({ id: '1', lead_is_qualified: verdict, dq_reason: '' }));
    expect((await answered('no')).value).toBe('Disqualified');
    expect((await answered('no')).progress).toBe(100);
    expect((await answered('yes')).value).toBe(DONE);
    // Unposted, the browser's own verdict decides: a lawyer disqualifies.
    const withLawyer = {
      ...path,
      events: path.events.map((event) =>
        event.type === 'ANSWER' ? { ...event, values: { ...event.values, with_Lawyer: 'Yes' } } : event,
      ),
    };
    const offline = await postAndSettle(definition, withLawyer, async () => {
      throw new Error('offline');
    });
    expect(offline.value).toBe('Disqualified');
    expect(offline.output).toMatchObject({ qualified: false, posted: false, dqReason: 'have_attorney|yes' });
  });

  it('first funnel: three forms after ShowQuestions, when_seek_medical_treatment stored', async () => {
    const definition = await loadVariant('first-funnel');
    const { paths } = await walk('first-funnel');
    for (const path of paths) {
      expect(path.steps).toEqual(['ShowQuestions', 'FirstQuestions', 'SecondQuestions', 'ThirdQuestions']);
      const lead = leadAtEnd(definition, path);
      expect(lead.when_seek_medical_treatment).not.toBe('');
      expect(lead.incident_date).toMatch(/^\d{4}-\d{2}-01$/);
      expect(lead.first_name).toBe('Maria');
    }
  });

  it('ticket: the tracking pixel hook fires as the visitor starts, and the lead goes to the ticket ingest', async () => {
    const definition = await loadVariant('ticket');
    expect(definition.delivery).toBe('ticket');
    const hook = vi.fn();
    const machine = modelMachine(definition).provide({
      actions: { pageHook: (_, params: { hook: string }) => hook(params.hook) },
    });
    const actor = createActor(machine, { input: modelInput() }).start();
    expect(hook).not.toHaveBeenCalled();
    actor.send({ type: 'ANSWER', values: {} });
    expect(actor.getSnapshot().value).toBe('StartTicketFlow');
    expect(hook.mock.calls).toEqual([['ticketPixel']]);
    const { paths } = await walk('ticket');
    for (const path of paths) {
      const lead = leadAtEnd(definition, path);
      expect(lead.ticket_state).toBe('TX');
      expect(lead.ticket_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('benefits: ageGroup and isUSCitizen stored, and the flow ends on the default thank-you page with its query', async () => {
    // The route table (/benefits → thank-you "default") and spec section 7: every thank-you page takes the query
    // email, city, state, zip_code, phone, state_long, ef_transaction_id, affid, sub_id, q, is_disqualified and
    // dq_reason. The benefits rule (docs/rules.md): not a citizen, benefits secured, or 67+ disqualifies.
    const definition = await loadVariant('benefits');
    const route = SURVEY_ROUTES.find((candidate) => candidate.path === '/benefits')!;
    expect(route.thankYouPage).toBe('/survey-thank-you/');
    // One path per combination of the three answers the rule reads.
    const paths = pathsToSubmit(definition, modelInput(), (snapshot) => {
      const { ageGroup, isUSCitizen, secured_benefits } = snapshot.context.answers;
      return JSON.stringify([ageGroup, isUSCitizen, secured_benefits]);
    });
    const reasons = new Set<string>();
    for (const path of paths) {
      const lead = leadAtEnd(definition, path);
      expect(lead.ageGroup).not.toBe('');
      expect(['Yes', 'No']).toContain(lead.isUSCitizen);
      const expectedReason =
        lead.isUSCitizen === 'No'
          ? 'isUSCitizen|no'
          : lead.secured_benefits === 'Yes'
            ? 'secured_benefits|yes'
            : lead.ageGroup === '67+'
              ? 'ageGroup|67+'
              : '';
      const settled = await postAndSettle(definition, path, async (posted) => ({
        id: '1',
        lead_is_qualified: posted.lead_is_qualified === 'yes' ? 'yes' : 'no',
        dq_reason: posted.dq_reason ?? '',
      }));
      expect(settled.value).toBe(DONE);
      const outcome = settled.output as FunnelOutcome;
      const url = new URL(
        thankYouUrl(route.thankYouPage, thankYouQuery(outcome.lead, { language: 'en' })),
        'http://x',
      );
      expect(url.pathname).toBe('/survey-thank-you/');
      expect(url.searchParams.get('email')).toBe(lead.email);
      expect(url.searchParams.get('q')).toBe(expectedReason ? 'n' : 'y');
      expect(url.searchParams.get('dq_reason')).toBe(expectedReason || null);
      reasons.add(expectedReason);
    }
    expect([...reasons].sort()).toEqual(['', 'ageGroup|67+', 'isUSCitizen|no', 'secured_benefits|yes']);
  });

  it('every other variant goes to the thank-you page even when the post fails', async () => {
    const definition = await loadVariant('basic');
    const { paths } = await walk('basic');
    const settled = await postAndSettle(definition, paths[0]!, async () => {
      throw new Error('offline');
    });
    expect(settled.value).toBe(DONE);
    expect(settled.output).toMatchObject({ posted: false });
  });
});

function startWithCalls(
  definition: VariantDefinition,
  path: GeneratedPath,
  post: (lead: Lead) => Promise<PostLeadResponse>,
) {
  const machine = modelMachine(definition).provide({
    actors: {
      lookUpPlace: fromPromise<Place, { key: string }>(async () => PLACE),
      postLead: fromPromise<unknown, { lead: Lead }>(({ input }) => post(input.lead)),
    },
  });
  const actor = createActor(machine, { input: modelInput() }).start();
  for (const event of path.events) actor.send(event);
  return actor;
}

async function postAndSettle(
  definition: VariantDefinition,
  path: GeneratedPath,
  post: (lead: Lead) => Promise<PostLeadResponse>,
) {
  const actor = startWithCalls(definition, path, post);
  const snapshot = await waitFor(actor, (candidate) => candidate.status === 'done');
  return {
    value: snapshot.value,
    output: snapshot.output,
    progress: snapshot.context.progress,
    tags: [...snapshot.tags],
  };
}
