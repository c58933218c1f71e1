import { useEffect, useRef, useState } from 'react';
import { DONE } from '../../machines/create-funnel-machine';
import type { VariantDefinition } from '../../variants/variant-definition';
import type { SurveyRoute } from '../../variants/routes/route-table';
import type { HeldNotice } from './after-submit';
import type { FunnelActor } from './funnel-actor';
import { clearFunnel } from './funnel-persistence';
import { leadPathOf } from './lead-destination';

/**
 * Leaves for the thank-you page once the funnel is done, carrying the meter's level when the page shows it. Returns
 * the notice to show while the lead could not be sent and no thank-you page can be shown offline: it is held here
 * until it is stored.
 */
export function useThankYouExit(
  actor: FunnelActor,
  active: boolean,
  route: SurveyRoute,
  definition: VariantDefinition,
  compensationLevel: string | undefined,
): HeldNotice | null {
  const [held, setHeld] = useState<HeldNotice | null>(null);
  const level = useRef(compensationLevel);
  level.current = compensationLevel;

  useEffect(() => {
    if (!active) return;
    const subscription = actor.subscribe((state) => {
      // A funnel that ends on its own step (ThankYouStep) stays on the page.
      if (state.status !== 'done' || !state.output || state.value !== DONE) return;
      const lead = { path: leadPathOf(definition), body: state.output.lead, posted: state.output.posted };
      const thankYou = {
        page: route.thankYouPage,
        flow: definition.texts?.flow ?? 'accident',
        language: route.language,
        compensationLevel: level.current,
      };
      // The query's rules load with the after-submit chunk, fetched after the first paint; should it be
      // unreachable, the thank-you page still shows, without the query.
      import('./after-submit')
        .then(({ leaveForThankYou }) =>
          leaveForThankYou(thankYou, lead, { onHeld: setHeld, forget: () => clearFunnel(route.path) }),
        )
        .catch(() => window.location.assign(route.thankYouPage));
    });
    return () => subscription.unsubscribe();
  }, [actor, active, route, definition]);

  useEffect(() => {
    // Back from the thank-you page can restore this page from the back/forward cache with a finished funnel
    // behind the overlay; its progress was cleared on the way out, so a reload starts a fresh one.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && actor.getSnapshot().status === 'done') window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [actor]);

  return held;
}
