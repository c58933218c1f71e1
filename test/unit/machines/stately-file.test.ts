/**
 * The Stately file of every variant is a machine config xstate runs: loaded with `createMachine`, given the real
 * funnel guards from guards/ by name, it walks every generated path to the same states, with the same progress
 * and answers, as the machine the survey runs, and ends in the same final state.
 */
import { assign, createActor, createMachine, fromPromise, toPromise, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { normalized } from '../../../guards/answers';
import { FUNNEL_GUARDS, type GuardName } from '../../../guards/funnel-guards';
import type { FunnelInput, Lead, Place } from '../../../machines/funnel-types';
import type { PostLeadResponse } from '../../../services/api/lead/lead-contract';
import { SHARED_ACTIONS } from '../../../variants/shared-actions';
import {
  ALL_GUARDS,
  funnelMachineConfig,
  guardNamesOf,
  statelyFile,
  type StatelyContext,
  type StatelyGuard,
} from '../../../machines/stately-file';
import { VARIANT_IDS, loadVariant } from '../../../variants';
import type { ActionName, PageHookName, VariantDefinition } from '../../../variants/definition';
import { modelInput, modelMachine, pathsToSubmit, trailKey } from '../../../scripts/paths/funnel-paths';

const PLACE: Place = { zip: '77002', city: 'Houston', state: 'TX', state_long: 'Texas', county: 'Harris' };
const PAGE_HOOKS: readonly PageHookName[] = [
  'adPixel',
  'identityPixel',
  'injuryPixel',
  'ticketPixel',
  'leadMappings',
];

type Args = {
  context: StatelyContext;
  event: { type: string; values?: Record<string, string>; output?: unknown };
};

/** The file's named guards and actions, implemented on its small context with the real rules from guards/. */
function implementations(input: FunnelInput) {
  const facts = ({ context, event }: Args) => ({
    answers: { ...context.answers, ...(event.type === 'ANSWER' ? event.values : {}) },
    today: input.today,
    language: input.language,
    combinedLastStep: input.combinedLastStep,
    // The suite's setup asks no state for a date of birth (the site's setting is empty by default).
    dateOfBirthStates: [],
    visitorState: input.visitorState,
  });
  const funnelGuards = Object.fromEntries(
    (Object.keys(FUNNEL_GUARDS) as GuardName[]).map((name) => [
      name,
      (args: Args) => FUNNEL_GUARDS[name](facts(args)),
    ]),
  );
  const check = (guard: StatelyGuard, args: Args): boolean => {
    if (typeof guard === 'string') return guards[guard]!(args, undefined as never);
    return guards[guard.type]!(args, guard.params as never);
  };
  const lastAnswered = ({ context }: Args, params: { step: string }) =>
    context.trail.at(-1)?.step === params.step;
  // Each guard reads its own params' shape; the file names them, so their types are not known here.
  const guards: Record<string, (args: Args, params: never) => boolean> = {
    ...funnelGuards,
    [ALL_GUARDS]: (args, params: { guards: StatelyGuard[] }) =>
      params.guards.every((guard) => check(guard, args)),
    cameFrom: lastAnswered,
    lastAnswered,
    postedDisqualified: ({ context, event }) =>
      normalized(context.answers.disqualification_cleared) !== 'yes' &&
      (event.output as PostLeadResponse).lead_is_qualified !== 'yes',
  };
  const merged = (trail: StatelyContext['trail']) => Object.assign({}, ...trail.map((entry) => entry.values));
  const shared = Object.fromEntries(
    (Object.keys(SHARED_ACTIONS) as ActionName[]).map((name) => [
      name,
      assign(({ context }: Args) => {
        const last = context.trail.at(-1)!;
        const added = SHARED_ACTIONS[name](context.answers, input.today);
        const trail = [...context.trail.slice(0, -1), { ...last, values: { ...last.values, ...added } }];
        return { trail, answers: merged(trail) };
      }),
    ]),
  );
  const none = () => {};
  const actions = {
    ...shared,
    ...Object.fromEntries(PAGE_HOOKS.map((hook) => [hook, none])),
    enterStep: assign(({ context }: Args, params: { progress: number }) => ({
      progress: context.nextProgress ?? params.progress,
      nextProgress: null,
    })),
    recordAnswer: assign(({ context, event }: Args, params: { step: string }) => {
      const trail = [
        ...context.trail,
        { step: params.step, values: { ...event.values }, progress: context.progress },
      ];
      return { trail, answers: merged(trail) };
    }),
    setNextProgress: assign((_: Args, params: { progress: number }) => ({ nextProgress: params.progress })),
    stepBack: assign(({ context }: Args) => {
      const trail = context.trail.slice(0, -1);
      return { trail, answers: merged(trail), nextProgress: context.trail.at(-1)?.progress ?? null };
    }),
    markSubmitting: assign({ progress: 100 }),
    buildLead: none,
    holdLead: none,
    keepPlace: none,
    settlePosted: none,
    settleUnposted: none,
    returnAfterFailedPost: assign(({ context }: Args) => {
      const trail = context.trail.slice(0, -1);
      return { trail, answers: merged(trail), nextProgress: context.trail.at(-1)?.progress ?? null };
    }),
  };
  return { guards, actions };
}

function calls(verdict: PostLeadResponse['lead_is_qualified']) {
  return {
    lookUpPlace: fromPromise<Place, { key: string }>(async () => PLACE),
    postLead: fromPromise<unknown, { lead: Lead }>(async (): Promise<PostLeadResponse> => ({
      id: '1',
      lead_is_qualified: verdict,
      dq_reason: '',
    })),
  };
}

function fileActor(definition: VariantDefinition, input: FunnelInput, verdict: 'yes' | 'no') {
  // The file as served and written, read back as any JSON is.
  const config = JSON.parse(statelyFile(definition)) as Parameters<typeof createMachine>[0];
  const machine = createMachine(config).provide({
    ...(implementations(input) as object),
    actors: calls(verdict),
  });
  return createActor(machine).start();
}

function statesOf(actor: AnyActorRef) {
  const snapshot = actor.getSnapshot();
  return { value: snapshot.value, progress: snapshot.context.progress, answers: snapshot.context.answers };
}

describe('the Stately file', () => {
  it('is a config createMachine accepts: its actor starts at the first step, with no guard left unsupplied', async () => {
    for (const id of VARIANT_IDS) {
      const definition = await loadVariant(id);
      const actor = fileActor(definition, modelInput(), 'yes');
      expect(actor.getSnapshot().value, id).toBe(definition.start);
      expect(actor.getSnapshot().status).toBe('active');
      const supplied = Object.keys(implementations(modelInput()).guards);
      expect(
        guardNamesOf(funnelMachineConfig(definition)).filter((name) => !supplied.includes(name)),
      ).toEqual([]);
    }
  });

  it("describes each step with its question, answers and progress, and names the definition's guards", async () => {
    const config = funnelMachineConfig(await loadVariant('v4nv'));
    const atFault = config.states.AtFault as { description: string; meta: Record<string, unknown> };
    expect(atFault.meta).toMatchObject({ kind: 'choice', field: 'at_Fault', submit: false });
    expect(atFault.meta.options).toEqual([
      { answer: 'Yes', label: 'Yes' },
      { answer: 'No', label: 'No' },
      { answer: 'Partly', label: 'Partly at fault' },
    ]);
    expect(atFault.description).toContain(atFault.meta.question as string);
    expect(typeof atFault.meta.progress).toBe('number');
    const hitAndRun = config.states.HitAndRunIdentified as { on: { ANSWER: object[] } };
    expect(hitAndRun.on.ANSWER[0]).toEqual({
      target: 'AllPii',
      guard: { type: 'all', params: { guards: ['driverIdentified', 'combinedLastStep'] } },
      actions: [{ type: 'recordAnswer', params: { step: 'HitAndRunIdentified' } }, 'noteDriverIdentified'],
    });
  });

  for (const id of VARIANT_IDS) {
    it(`${id}: walks every generated path as the survey's machine does, to the same final state`, async () => {
      const definition = await loadVariant(id);
      const inputs = [modelInput(), modelInput({ combinedLastStep: true })];
      let walked = 0;
      for (const input of inputs) {
        // The server's verdict alternates between paths, so both ways out of the post are walked.
        for (const [index, path] of pathsToSubmit(definition, input, trailKey).entries()) {
          const verdict = index % 2 === 0 ? 'yes' : 'no';
          const file = fileActor(definition, input, verdict);
          const survey = createActor(modelMachine(definition).provide({ actors: calls(verdict) }), {
            input,
          }).start();
          expect(statesOf(file)).toEqual(statesOf(survey));
          for (const event of path.events) {
            file.send(event);
            survey.send(event);
            expect(statesOf(file)).toEqual(statesOf(survey));
          }
          await Promise.all([toPromise(file), toPromise(survey)]);
          expect(file.getSnapshot().value, path.steps.join(' > ')).toEqual(survey.getSnapshot().value);
          expect(file.getSnapshot().status).toBe('done');
          walked += 1;
        }
      }
      expect(walked).toBeGreaterThan(0);
    }, 120_000);
  }
});
