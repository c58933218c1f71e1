/**
 * Transition coverage: the keys of the file's transitions are the keys a walk records from the running machine's
 * inspection events (the same microsteps the page's inspector sees), so a full walk of the generated paths covers
 * every ANSWER transition and nothing recorded is unknown.
 */
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { FunnelEvent, Lead, Place } from '../../../../machines/funnel-types';
import { stepTransitions, type StepTransition } from '../../../../machines/step-transitions';
import {
  coverageText,
  transitionCoverage,
  unknownTransitions,
} from '../../../../scripts/transition-coverage/report';
import { VARIANT_IDS, loadVariant } from '../../../../variants';
import {
  modelInput,
  modelMachine,
  pathsThroughSubmission,
  pathsToSubmit,
  trailKey,
  type FunnelSnapshot,
} from '../../../../scripts/paths/funnel-paths';

type Walk = StepTransition & { variant: string };

/** The submit step each path ends on is what tells its submission apart: the steps before it are the other test's. */
const lastAnsweredStep = (snapshot: FunnelSnapshot) => snapshot.context.trail.at(-1)?.step ?? '';

/** What the browser's recorder (test/e2e/transition-recording.ts) makes of a microstep, run here in node. */
function recorder(variant: string, walks: Walk[]) {
  type Guard = { type?: string; params?: { guards?: Guard[] } } | string | undefined;
  const label = (guard: Guard): string => {
    if (guard === undefined) return '';
    if (typeof guard === 'string') return guard;
    if (Array.isArray(guard.params?.guards))
      return `${guard.type}(${guard.params.guards.map(label).join(',')})`;
    return guard.type ?? '';
  };
  // An invoked actor's outcome is keyed by the state that invoked it: its id is generated.
  const eventOf = (type: string) => {
    if (type === 'ANSWER' || type === 'BACK') return type;
    if (type.startsWith('xstate.done.actor.')) return 'onDone';
    if (type.startsWith('xstate.error.actor.')) return 'onError';
    return null;
  };
  return (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    for (const transition of event._transitions) {
      const taken = eventOf(String(transition.eventType));
      if (!taken) continue;
      walks.push({
        variant,
        from: transition.source.path.join('.'),
        event: taken,
        to: (transition.target ?? []).map((node) => node.path.join('.')).join(','),
        guard: label(transition.guard as Guard),
      });
    }
  };
}

describe('transition coverage', () => {
  it('counts every ANSWER transition of v4nv walked when every generated path is walked, and BACK as never walked', async () => {
    const definition = await loadVariant('v4nv');
    const walks: Walk[] = [];
    // The page configurations v4nv runs under, as in test/model/v4nv.test.ts.
    const setups = [
      { input: modelInput(), options: {} },
      { input: modelInput({ combinedLastStep: true }), options: {} },
      { input: modelInput({ visitorState: 'TX' }), options: { dateOfBirthStates: ['TX'] } },
    ];
    for (const { input, options } of setups) {
      // Keyed by the trail alone, the paths answer UninsuredMotoristCoverage only once per trail, and its fallbacks
      // to the same steps as its Yes are never taken: the answer is part of the key here.
      const key = (snapshot: FunnelSnapshot) =>
        `${trailKey(snapshot)}|${snapshot.context.answers.uninsured_motorist_coverage ?? ''}`;
      for (const path of pathsToSubmit(definition, input, key, options)) {
        const actor = createActor(modelMachine(definition, options), {
          input,
          inspect: recorder('v4nv', walks),
        });
        actor.start();
        for (const event of path.events) actor.send(event);
        actor.stop();
      }
    }
    expect(unknownTransitions([definition], walks)).toEqual([]);
    const [coverage] = transitionCoverage([definition], walks);
    const answers = stepTransitions(definition).filter((transition) => transition.event === 'ANSWER');
    // The walks stop at the tap that submits: the submission's outcomes are the next test's.
    expect(coverage!.neverWalked.filter((key) => key.includes('--ANSWER-->'))).toEqual([]);
    expect(coverage!.walked).toBe(answers.length);
    expect(coverage!.neverWalked).toContain('AtFault --BACK--> WhenWasTheAccident [cameFrom]');
    // Walks every generated path of three page setups: 14 s alone, more beside the rest of the suite.
  }, 90_000);

  it('counts the submission’s own transitions of every variant walked along the paths generated through it', async () => {
    // The calls never settle of themselves: each path's own events settle them, as the generated path says.
    const pending = () => new Promise<never>(() => undefined);
    for (const id of VARIANT_IDS) {
      const definition = await loadVariant(id);
      const walks: Walk[] = [];
      for (const combinedLastStep of [false, true]) {
        const input = modelInput({ combinedLastStep });
        for (const path of pathsThroughSubmission(definition, input, lastAnsweredStep)) {
          const machine = modelMachine(definition).provide({
            actors: {
              lookUpPlace: fromPromise<Place, { key: string }>(pending),
              postLead: fromPromise<unknown, { lead: Lead }>(pending),
            },
          });
          const actor = createActor(machine, { input, inspect: recorder(id, walks) });
          actor.start();
          // The calls' settling events are xstate's own, beside the visitor's the machine declares.
          for (const event of path.events) actor.send(event as FunnelEvent);
          expect(actor.getSnapshot().value).toEqual(path.final.value);
          actor.stop();
        }
      }
      expect(unknownTransitions([definition], walks), id).toEqual([]);
      const [coverage] = transitionCoverage([definition], walks);
      const submission = stepTransitions(definition).filter((transition) =>
        transition.from.startsWith('submitting.'),
      );
      // The look-up's two outcomes, and the post's per submit step and verdict.
      expect(submission.length, id).toBeGreaterThanOrEqual(4);
      expect(
        coverage!.neverWalked.filter((key) => key.startsWith('submitting.')),
        id,
      ).toEqual([]);
    }
    const v4nv = await loadVariant('v4nv');
    expect(stepTransitions(v4nv).filter((transition) => transition.from.startsWith('submitting.'))).toEqual([
      { from: 'submitting.lookingUpPlace', event: 'onDone', to: 'submitting.posting', guard: '' },
      { from: 'submitting.lookingUpPlace', event: 'onError', to: 'submitting.posting', guard: '' },
      { from: 'submitting.posting', event: 'onDone', to: 'done', guard: '' },
      { from: 'submitting.posting', event: 'onError', to: 'done', guard: '' },
    ]);
  });

  it('names what one walk left out, and what a walk recorded that the machine does not have', async () => {
    const definition = await loadVariant('v4nv');
    const walks: Walk[] = [
      { variant: 'v4nv', from: 'WhenWasTheAccident', event: 'ANSWER', to: 'AtFault', guard: '' },
      { variant: 'v4nv', from: 'AtFault', event: 'ANSWER', to: 'PhoneAndZip', guard: '' },
    ];
    const [coverage] = transitionCoverage([definition], walks);
    expect(coverage!.walked).toBe(1);
    expect(coverage!.neverWalked).not.toContain('WhenWasTheAccident --ANSWER--> AtFault');
    expect(coverage!.neverWalked).toContain(
      'HitAndRunIdentified --ANSWER--> AllPii [all(driverIdentified,combinedLastStep)]',
    );
    const text = coverageText([coverage!], unknownTransitions([definition], walks));
    expect(text).toContain(`v4nv: 1 of ${coverage!.total}`);
    expect(text).toContain('recorded but not in the machine: v4nv: AtFault --ANSWER--> PhoneAndZip');
  });
});
