import type { LeadProofAnswer } from '../../services/api/lead-proof/lead-proof-contract';
import { fetchLeadMappings, type LeadPlatformFields } from '../../services/api/mappings/mappings-client';
import type { PageHookRunner } from './page-hooks';

/** The affiliate whose traffic the ad pixel is for (spec section 7: it loads only when affid is '389'). */
export const AD_PIXEL_AFFID = '389';

export type PageScripts = LeadProofAnswer['pageScripts'];

export function loadScriptOnce(src: string): void {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.append(script);
}

export interface PageHooks {
  run: PageHookRunner;
  /** The lead-platform ids the mapping call found, once it has answered; empty before and without one. */
  leadPlatformFields(): Partial<LeadPlatformFields>;
}

/**
 * The page hooks as this deployment configured them (spec section 7): each pixel loads its script, when one is
 * configured, at the transition its variant names (the ad pixel only for affid 389); `leadMappings` asks the
 * mapping service once, and its answer goes with the lead.
 */
export function createPageHooks(scripts: Promise<PageScripts | null>): PageHooks {
  let mapped: Partial<LeadPlatformFields> = {};
  let mapping: Promise<void> | undefined;
  return {
    run(hook, tracking) {
      if (hook === 'leadMappings') {
        mapping ??= fetchLeadMappings(tracking).then((fields) => {
          mapped = fields;
        });
        return;
      }
      if (hook === 'adPixel' && tracking.affid !== AD_PIXEL_AFFID) return;
      void scripts.then((configured) => {
        const src = configured?.[hook];
        if (src) loadScriptOnce(src);
      });
    },
    leadPlatformFields: () => mapped,
  };
}
