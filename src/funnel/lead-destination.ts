import { LEAD_PATH_OF_DELIVERY, type LeadPath } from '../../services/held-leads';
import type { VariantDefinition } from '../../variants/variant-definition';
import { loadLeadCode } from './lead-code';

/** The call a variant's lead is stored by: where it is held at the tap and sent. */
export function leadPathOf(definition: VariantDefinition): LeadPath {
  return LEAD_PATH_OF_DELIVERY[definition.delivery ?? 'post-lead'];
}

/** Everything that builds, sends or re-sends a lead, fetched after the first paint so the tap never waits on a chunk. */
export function preloadLeadSending(): void {
  loadLeadCode()
    .then((code) => code.loadLeadClient())
    .catch(() => undefined);
  import('./after-submit').catch(() => undefined);
}
