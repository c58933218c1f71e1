import { branchingRegistries } from './branching-registries';
import type { VariantDefinition } from '../variant-definition';
import type { RoutingStateList } from '../routes/route-table';
import { submissionRegistry } from './submission-registry';

/**
 * The lead domain, handed to the funnel engine (machines/create-funnel-machine.ts) by whoever builds a machine:
 * the survey page, the tests, the diagram export. The engine names guards and actions and sequences the post; what
 * they mean is here. The types are written out rather than imported from machines/ (variants/ imports only the
 * engine's language); they fit the engine's `FunnelRegistries` by shape. The browser takes the two halves
 * apart (src/funnel/browser-machine.ts): the submission loads after the survey's first paint.
 */

export type { SettledOutcome, SettleFacts } from './submission-registry';

export interface RegistryOptions {
  /** The route's routing-state list, when its leads get the state-routed special handling. */
  routingStateList?: RoutingStateList | undefined;
  /** States whose visitors are asked their date of birth (the site's configuration; none by default). */
  dateOfBirthStates?: readonly string[] | undefined;
}

/** The guards, actions and submission of a variant on a route. */
export function funnelRegistries(definition: VariantDefinition, options: RegistryOptions = {}) {
  return {
    ...branchingRegistries(options.dateOfBirthStates),
    submission: submissionRegistry(definition, options.routingStateList),
  };
}
