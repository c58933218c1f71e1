import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { auctionMachine } from './auction-machine';

/**
 * The auction's statechart as data for its drawing: every state and every transition, read from the running
 * machine itself (auction-machine.ts), so a state or transition added there is drawn and counted without a word
 * changed here. A transition is named by where it starts, what takes it and its place among the transitions of the
 * same start and cause (`posting.onDone.1`), the name each run records for the transitions it took (run-auction.ts).
 */

export interface ChartState {
  id: string;
  description: string;
  final: boolean;
}

export interface ChartTransition {
  id: string;
  from: string;
  to: string;
  /** The transition's rule in words, as the machine's config states it. */
  rule: string;
  /** The guard's name, when the transition has one. */
  guard: string | null;
}

export interface AuctionChart {
  initial: string;
  states: ChartState[];
  transitions: ChartTransition[];
}

/** What takes a transition, as the config names it: an actor's end (`onDone`, `onError`), `always`, or an event. */
function causeOf(eventType: string): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.done.actor.')) return 'onDone';
  if (eventType.startsWith('xstate.error.actor.')) return 'onError';
  return `on.${eventType}`;
}

function transitionsFrom(node: AnyStateNode): AnyTransitionDefinition[][] {
  return [...node.transitions.values(), ...(node.always ? [node.always] : [])];
}

/** The recorded name of one of the machine's transitions (the machine's own definition object). */
export function transitionId(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const eventType = transition.eventType as string;
  const siblings = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  return `${source.key}.${causeOf(eventType)}.${siblings.indexOf(transition)}`;
}

function guardName(transition: AnyTransitionDefinition): string | null {
  const guard = transition.guard as unknown;
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string')
    return guard.type;
  return null;
}

/** The auction machine's states and transitions, in the config's order. */
export function auctionChart(): AuctionChart {
  const nodes = Object.values(auctionMachine.root.states) as AnyStateNode[];
  return {
    initial: (auctionMachine.root.initial.target[0] as AnyStateNode).key,
    states: nodes.map((node) => ({
      id: node.key,
      description: node.description ?? '',
      final: node.type === 'final',
    })),
    transitions: nodes.flatMap((node) =>
      transitionsFrom(node).flatMap((list) =>
        list.map((transition) => ({
          id: transitionId(transition),
          from: node.key,
          // A transition without a target stays where it is.
          to: (transition.target as AnyStateNode[] | undefined)?.[0]?.key ?? node.key,
          rule: transition.description ?? '',
          guard: guardName(transition),
        })),
      ),
    ),
  };
}
