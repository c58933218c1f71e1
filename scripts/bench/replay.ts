/**
 * What replaying a visitor's trail through the variant's machine costs the server, apart from everything else a lead
 * costs: `npm run bench:replay` (`-- --replays N`). The v4nv machine is built once, as the server keeps one per
 * variant; then an honest ten-step walk's trail (honest-walk.ts) is replayed N times five ways, interleaved:
 *
 * - an actor: createActor, start, one ANSWER per step (what the browser runs);
 * - pure transitions: xstate's initialTransition, then transition per step (no actor, no invoked calls started);
 * - getInitialSnapshot and getNextSnapshot (the same, through the older pure functions);
 * - the machine's own getInitialSnapshot and transition in one inert scope made once, where xstate's `transition`
 *   makes a scope (an actor, its context) every call (the server's way until 2026-11-29);
 * - the server's way (server/replay/replay-machine.ts): the machine's config walked with the same guards and
 *   context changes, without xstate's runtime (machines/config-walk.ts).
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
import { walkOfDefinition } from '../../machines/config-walk';
import { SUBMITTING } from '../../machines/create-funnel-machine';
import { honestV4nvWalk } from './honest-walk';

const v4nv: VariantDefinition = v4nvDefinition;
const ROUNDS = 7;
const flagIndex = process.argv.indexOf('--replays');
const REPLAYS = flagIndex > 0 ? Number(process.argv[flagIndex + 1]) : 2000;

type Snapshot = SnapshotFrom<FunnelMachine>;
type FunnelScope = Parameters<FunnelMachine['transition']>[2];

/** Where a replay ended and what it recorded: every way must agree. */
function summary(step: string, context: Snapshot['context']): string {
  return JSON.stringify([step, context.answers, context.trail.length]);
}

const summaryOf = (snapshot: Snapshot) =>
  summary(typeof snapshot.value === 'string' ? snapshot.value : SUBMITTING, snapshot.context);

/**
 * The scope a machine's pure transitions run in, made once: its effects, logs and children go nowhere. xstate's
 * own `transition` makes one (an actor) on every call.
 */
function inertScope(machine: FunnelMachine, input: FunnelInput): FunnelScope {
  const self = createActor(machine, { input });
  const nothing = () => undefined;
  return {
    self,
    id: '',
    sessionId: '',
    system: self.system,
    logger: nothing,
    defer: nothing,
    emit: nothing,
    stopChild: nothing,
    actionExecutor: nothing,
  };
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

  const configWalk = walkOfDefinition(v4nv, funnelRegistries(v4nv));

  const ways: Record<string, () => string> = {
    'createActor + start + send': () => {
      const actor = createActor(machine, { input }).start();
      for (const event of events) actor.send(event);
      const snapshot = actor.getSnapshot();
      actor.stop();
      return summaryOf(snapshot);
    },
    'initialTransition + transition': () => {
      let [snapshot] = initialTransition(machine, input);
      for (const event of events) [snapshot] = transition(machine, snapshot, event);
      return summaryOf(snapshot);
    },
    'getInitialSnapshot + getNextSnapshot': () => {
      let snapshot = getInitialSnapshot(machine, input);
      for (const event of events) snapshot = getNextSnapshot(machine, snapshot, event);
      return summaryOf(snapshot);
    },
    'one inert scope + machine.transition': () => {
      let snapshot = machine.getInitialSnapshot(scope, input);
      for (const event of events) snapshot = machine.transition(snapshot, event, scope);
      return summaryOf(snapshot);
    },
    "the config's walk (the server's)": () => {
      let snapshot = configWalk.start(input);
      for (const event of events) snapshot = configWalk.send(snapshot, event) ?? snapshot;
      return summary(snapshot.step, snapshot.context);
    },
  };

  const expected = ways['createActor + start + send']!();
  for (const [name, replay] of Object.entries(ways)) {
    const got = replay();
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
