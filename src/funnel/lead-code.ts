import type { FunnelSubmission, Lead } from '../../machines/funnel-types';
import type { PostLeadResponse } from '../../services/api/lead/lead-contract';
import type { VariantDefinition } from '../../variants/variant-definition';
import type { RoutingStateList } from '../../variants/routes/route-table';
import type * as LeadSubmission from './lead-submission';

type LeadCode = typeof LeadSubmission;

let loaded: LeadCode | null = null;

/**
 * The lead's code (./lead-submission.ts: the lead rules it is built by, its outcome, its post) is no part of a
 * survey's first load, which it once put over its budget: nothing needs it before the last answer. It is fetched
 * once the page is idle (./lead-destination.ts), and the fields step, the last step of most funnels, carries it in
 * its own chunk, so a visitor who reached that step has it even if every later request fails.
 */
export function loadLeadCode(): Promise<LeadCode> {
  if (loaded) return Promise.resolve(loaded);
  return import('./lead-submission').then((code) => (loaded = code));
}

/** Fetches the lead's code, and beside it the word lists of the free-text checks, from a step with fields. */
export function preloadLeadCode(): void {
  loadLeadCode().catch(() => undefined);
  import('../../guards/text-verdicts').catch(() => undefined);
}

/**
 * Whether the lead's code is here, so the last answer can go at once, in the tap's own handler, where the machine
 * builds and holds the lead.
 */
export const leadCodeLoaded = (): boolean => loaded !== null;

/**
 * The machine's submission registry, which reaches the lead's code only when the machine first asks for it: after
 * the last answer, which waits for it (src/funnel/funnel-runner.tsx).
 */
export function deferredSubmission(
  definition: VariantDefinition,
  routingStateList: RoutingStateList | undefined,
): FunnelSubmission {
  let registry: FunnelSubmission | null = null;
  const current = (): FunnelSubmission => {
    if (!loaded) throw new Error('The last answer was sent before the lead code loaded');
    return (registry ??= loaded.submissionRegistry(definition, routingStateList));
  };
  return {
    placeKey: (answers) => current().placeKey(answers),
    buildLead: (facts) => current().buildLead(facts),
    settle: (facts, reply) => current().settle(facts, reply),
  };
}

/** The post the machine invokes for a variant's lead, from the lead's code. */
export function deferredPoster(definition: VariantDefinition, partnerOfferTemplate: string) {
  return async (lead: Lead): Promise<PostLeadResponse> =>
    (await loadLeadCode()).leadPosterOf(definition, partnerOfferTemplate)(lead);
}
