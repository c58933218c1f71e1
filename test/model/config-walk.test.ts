/**
 * The server's replay walks the machine's config without an actor (machines/config-walk.ts). It must take exactly
 * the machine's transitions: on every generated path of every variant, under each page configuration, every event
 * a step can take (each answer the model offers there, and BACK) is sent to xstate's machine and to the walk from
 * the same point, and both must end on the same step with the same context.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { configWalk, type WalkSnapshot } from '../../machines/config-walk';
import { createFunnelMachine, funnelImplementations, SUBMITTING } from '../../machines/create-funnel-machine';
import type { FunnelContext, FunnelEvent, FunnelInput } from '../../machines/funnel-types';
import { describedMachineConfig } from '../../machines/machine-words';
import { GUARD_WORDS } from '../../variants/registries/guard-words';
import { VARIANT_IDS, loadVariant } from '../../variants';
import { funnelRegistries } from '../../variants/registries/funnel-registries';
import { SURVEY_ROUTES, type VariantId } from '../../variants/routes/route-table';
import {
  answerEvents,
  modelInput,
  pathsToSubmit,
  trailKey,
  type FunnelSnapshot,
  type ModelOptions,
} from '../../scripts/paths/funnel-paths';

const skipIntroFor = (id: VariantId) =>
  SURVEY_ROUTES.filter((route) => route.variant === id).every((route) => route.skipIntro === true);

/** Each flag the guards read, and a route with a routing-state list where the variant has one. */
function configurations(id: VariantId): { input: FunnelInput; options: ModelOptions }[] {
  const skipIntro = skipIntroFor(id);
  const routing = SURVEY_ROUTES.find((route) => route.variant === id && route.routingStateList);
  return [
    { input: modelInput(), options: { skipIntro } },
    { input: modelInput({ combinedLastStep: true }), options: { skipIntro } },
    { input: modelInput({ visitorState: 'TX' }), options: { skipIntro, dateOfBirthStates: ['TX'] } },
    ...(routing
      ? [{ input: modelInput(), options: { skipIntro, routingStateList: routing.routingStateList } }]
      : []),
  ];
}

/** What the two must agree on; in the submission, the context as the answer left it (the walk stops there). */
function seen(step: string, done: boolean, context: FunnelContext) {
  const { lead: _lead, progress, ...rest } = context;
  return { step, done, ...rest, progress: step === SUBMITTING ? 'the submission' : progress };
}

const ofMachine = (snapshot: FunnelSnapshot) =>
  seen(
    typeof snapshot.value === 'string' ? snapshot.value : SUBMITTING,
    snapshot.status === 'done',
    snapshot.context,
  );
const ofWalk = (snapshot: WalkSnapshot) => seen(snapshot.step, snapshot.done, snapshot.context);

/** The events with times, so the steps' timings are compared too. */
const timed = (events: FunnelEvent[], start: number) =>
  events.map((event, index) => ({ ...event, at: start + (index + 1) * 1500 }));

describe("the config walk takes the machine's transitions", () => {
  it.each(VARIANT_IDS)(
    '%s: every event from every point of every generated path',
    { timeout: 120_000 },
    async (id) => {
      const definition = await loadVariant(id);
      let compared = 0;
      for (const { input, options } of configurations(id)) {
        const registries = funnelRegistries(definition, options);
        const config = describedMachineConfig(definition, GUARD_WORDS, { skipIntro: options.skipIntro });
        const machineOptions = { ...registries, skipIntro: options.skipIntro, config };
        const machine = createFunnelMachine(definition, machineOptions);
        const walk = configWalk(funnelImplementations(definition, machineOptions));
        const timedInput = { ...input, startedAt: Date.UTC(2026, 10, 10, 12) };
        const paths = pathsToSubmit(definition, input, trailKey, options);
        expect(paths.length).toBeGreaterThan(0);
        const visited = new Set<string>();
        for (const path of paths) {
          let [machineSnapshot] = initialTransition(machine, timedInput);
          let walkSnapshot = walk.start(timedInput);
          expect(ofWalk(walkSnapshot)).toEqual(ofMachine(machineSnapshot));
          for (const event of timed(path.events, timedInput.startedAt)) {
            const point = `${JSON.stringify(machineSnapshot.value)}|${trailKey(machineSnapshot)}`;
            if (!visited.has(point) && typeof machineSnapshot.value === 'string') {
              visited.add(point);
              const offered = timed(
                [...answerEvents(machineSnapshot.value, definition, input.today), { type: 'BACK' }],
                event.at,
              );
              for (const tried of offered) {
                const [machineNext] = transition(machine, machineSnapshot, tried);
                const walkNext = walk.send(walkSnapshot, tried);
                const moved =
                  machineNext.value !== machineSnapshot.value ||
                  machineNext.context !== machineSnapshot.context;
                expect(walkNext !== undefined, `${id} ${point} ${tried.type}`).toBe(moved);
                if (walkNext) expect(ofWalk(walkNext)).toEqual(ofMachine(machineNext));
                compared += 1;
              }
            }
            [machineSnapshot] = transition(machine, machineSnapshot, event);
            const next = walk.send(walkSnapshot, event);
            expect(next, `${id}: the walk refused a step of a generated path`).toBeDefined();
            walkSnapshot = next!;
            expect(ofWalk(walkSnapshot)).toEqual(ofMachine(machineSnapshot));
          }
          expect(walkSnapshot.step).toBe(SUBMITTING);
        }
      }
      expect(compared).toBeGreaterThan(0);
    },
  );
});

describe('the config walk refuses what it cannot take as the machine does', () => {
  async function v4nvImplementations() {
    const definition = await loadVariant('v4nv');
    return funnelImplementations(definition, funnelRegistries(definition));
  }

  it('an eventless transition on a step', async () => {
    const implementations = await v4nvImplementations();
    const { config } = implementations;
    const [name, state] = Object.entries(config.states)[0]!;
    const changed = { ...config, states: { ...config.states, [name]: { ...state, always: [] } } };
    expect(() => configWalk({ ...implementations, config: changed })).toThrow(/"always"/);
  });

  it('a step that leads to itself', async () => {
    const implementations = await v4nvImplementations();
    const { config } = implementations;
    const [name, state] = Object.entries(config.states).find(([, state]) => state.on?.ANSWER.length)!;
    const loop = { target: name, actions: [] };
    const on = { ...state.on!, ANSWER: [loop, ...state.on!.ANSWER] };
    const changed = { ...config, states: { ...config.states, [name]: { ...state, on } } };
    expect(() => configWalk({ ...implementations, config: changed })).toThrow(/leads to itself/);
  });
});
