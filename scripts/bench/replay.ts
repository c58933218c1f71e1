/**
 * What replaying a visitor's trail through the variant's machine costs the server, apart from everything else a lead
 * costs: `npm run bench:replay` (`-- --replays N`). The v4nv machine is built once, as the server keeps one per
 * variant; then an honest ten-step walk's trail (honest-walk.ts) is replayed N times three ways, interleaved:
 *
 * - an actor: createActor, start, one ANSWER per step (what the browser runs);
 * - pure transitions: xstate's initialTransition, then transition per step (no actor, no invoked calls started);
 * - getInitialSnapshot and getNextSnapshot (the same, through the older pure functions);
 * - the server's way (server/replay/replay-machine.ts): the machine's own getInitialSnapshot and transition in one
 *   inert scope made once, where xstate's `transition` makes a scope (an actor, its context) every call.
 *
 * Each must end on the same step with the same answers, or the bench stops. Prints microseconds per replay (the
 * median of the rounds) and what building the machine costs once.
 */
import {
  createActor,
  getInitialSnapshot,
  getNextSnapshot,
  initialTransition,
  transition,
  type SnapshotFrom,
} from 'xstate';
import { createFunnelMachine, provideCalls, type FunnelMachine } from '../../machines/create-funnel-machine';
import type { FunnelEvent, FunnelInput } from '../../machines/funnel-types';
import { systemClock, utcToday } from '../../server/clock';
import v4nvDefinition from '../../variants/definitions/v4nv';
import type { VariantDefinition } from '../../variants/variant-definition';
import { funnelRegistries } from '../../variants/registries/funnel-registries';
import { inertScope } from '../../server/replay/replay-machine';
import { honestV4nvWalk } from './honest-walk';

const v4nv: VariantDefinition = v4nvDefinition;
const ROUNDS = 7;
const flagIndex = process.argv.indexOf('--replays');
const REPLAYS = flagIndex > 0 ? Number(process.argv[flagIndex + 1]) : 2000;

type Snapshot = SnapshotFrom<FunnelMachine>;

/** Where a replay ended and what it recorded: the three ways must agree. */
function summary(snapshot: Snapshot): string {
  return JSON.stringify([snapshot.value, snapshot.context.answers, snapshot.context.trail.length]);
}

async function main() {
  const today = utcToday(systemClock);
  const walk = await honestV4nvWalk(today);
  const events: FunnelEvent[] = walk.trail.map(({ values }) => ({ type: 'ANSWER', values }));
  const input: FunnelInput = {
    leadId: walk.lead.lead_id ?? '',
    today,
    language: 'en',
    combinedLastStep: false,
    visitorState: '',
    tracking: {},
    page: {},
  };

  const built = performance.now();
  const bare = createFunnelMachine(v4nv, funnelRegistries(v4nv));
  // The place look-up the last step starts is never answered: a replay reads the answers, not the place.
  const machine = provideCalls(bare, {
    lookUpPlace: () => new Promise(() => undefined),
    postLead: () => new Promise(() => undefined),
  });
  const buildMs = performance.now() - built;
  const scope = inertScope(machine, input);

  const ways: Record<string, () => Snapshot> = {
    'createActor + start + send': () => {
      const actor = createActor(machine, { input }).start();
      for (const event of events) actor.send(event);
      const snapshot = actor.getSnapshot();
      actor.stop();
      return snapshot;
    },
    'initialTransition + transition': () => {
      let [snapshot] = initialTransition(machine, input);
      for (const event of events) [snapshot] = transition(machine, snapshot, event);
      return snapshot;
    },
    'getInitialSnapshot + getNextSnapshot': () => {
      let snapshot = getInitialSnapshot(machine, input);
      for (const event of events) snapshot = getNextSnapshot(machine, snapshot, event);
      return snapshot;
    },
    'one inert scope + machine.transition': () => {
      let snapshot = machine.getInitialSnapshot(scope, input);
      for (const event of events) snapshot = machine.transition(snapshot, event, scope);
      return snapshot;
    },
  };

  const expected = summary(ways['createActor + start + send']!());
  for (const [name, replay] of Object.entries(ways)) {
    const got = summary(replay());
    if (got !== expected) throw new Error(`${name} ended elsewhere: ${got} against ${expected}`);
  }

  const timings = new Map<string, number[]>(Object.keys(ways).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, replay] of Object.entries(ways)) {
      const started = performance.now();
      for (let index = 0; index < REPLAYS; index++) replay();
      timings.get(name)!.push(((performance.now() - started) * 1000) / REPLAYS);
    }
  }

  console.log(`v4nv machine built once: ${buildMs.toFixed(1)} ms`);
  console.log(
    `a ${events.length}-step honest walk replayed ${REPLAYS} times a round, ${ROUNDS} rounds, interleaved:`,
  );
  for (const [name, perReplay] of timings) {
    const sorted = [...perReplay].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.log(
      `${name.padEnd(38)} ${median.toFixed(0).padStart(5)} µs a replay (rounds ${sorted[0]!.toFixed(0)}-${sorted.at(-1)!.toFixed(0)})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
