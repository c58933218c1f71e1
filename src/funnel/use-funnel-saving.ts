import { useEffect } from 'react';
import type { VariantDefinition } from '../../variants/variant-definition';
import type { SurveyRoute } from '../../variants/routes/route-table';
import type { FunnelActor } from './funnel-actor';
import { whenPageIdle } from '../ui/page-hydration';
import { clearFunnel, saveFunnel } from './funnel-persistence';
import { leadPathOf } from './lead-destination';
import { clearStepDraft } from './step-draft';

/**
 * Where the running funnel is kept while it runs: in this tab (a reload resumes it), on the device (another tab or
 * day is offered it) and on the server (the session report). Starts only once stored progress has been read
 * (`active`), so nothing is saved over a funnel not yet resumed.
 */
export function useFunnelSaving(
  actor: FunnelActor,
  active: boolean,
  route: SurveyRoute,
  definition: VariantDefinition,
): void {
  useEffect(() => {
    if (!active) return;
    // The session report (POST /api/save-data) is a chunk of its own, never part of the first load nor of the
    // page's hydration: it reports the funnel as it finds it, then every change. It needs no unsubscribing: an
    // unmounted runner's actor is stopped and reports nothing more.
    whenPageIdle(
      () =>
        void import('../../services/api/save-data/session-report').then((report) =>
          report.watchSession(actor, route, definition, leadPathOf(definition)),
        ),
    );
    // Kept on the device for another tab or day, until the lead is posted (./funnel-keeper.ts).
    void import('./funnel-keeper').then((keeper) => keeper.watchFunnel(actor, route.path, definition.id));
    const subscription = actor.subscribe((state) => {
      if (state.status === 'done') {
        clearStepDraft(route.path);
        // The answers go once the lead is stored (or, decided after submit, held: ./use-thank-you-exit.ts); until
        // then a reload resumes at the last step.
        if (!state.output || state.output.posted) clearFunnel(route.path);
      } else if (typeof state.value === 'string') {
        // Only a step is saved: a reload while posting resumes at the last step, and the same lead_id
        // makes a second post store nothing new.
        saveFunnel(route.path, definition.id, actor.getPersistedSnapshot());
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, active, route, definition]);
}
