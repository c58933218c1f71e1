import { useEffect, useRef, useState } from 'react';
import { whenPageIdle } from '../ui/page-hydration';
import { preloadLeadSending } from './lead-destination';
import type { PageExtras } from './page-extras';

/**
 * Pre-population, the consent-proof vendors and the page hooks, started from a chunk of their own once the page
 * has hydrated and the browser is idle, so none of it lengthens the page's hydration. Returns the values the landing URL pre-populates (null until they come, if they do) and the fields
 * the extras add to the lead.
 */
export function usePageExtras(offer: { oid: string; affid: string }) {
  const { oid, affid } = offer;
  const [prefill, setPrefill] = useState<Record<string, string> | null>(null);
  const extras = useRef<PageExtras | null>(null);
  useEffect(() => {
    let current = true;
    whenPageIdle(() => {
      if (!current) return;
      preloadLeadSending();
      import('./page-extras')
        .then(async ({ startPageExtras }) => {
          if (!current) return;
          extras.current = startPageExtras({ oid, affid });
          const values = await extras.current.prefill;
          if (current && values) setPrefill(values);
        })
        .catch(() => undefined);
    });
    return () => {
      current = false;
    };
  }, [oid, affid]);
  const leadFields = () => extras.current?.leadFields() ?? {};
  return { prefill, leadFields };
}
