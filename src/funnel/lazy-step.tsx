import { Suspense, use, type ComponentType } from 'react';
import type { CatalogueStep, StepKind } from '../../variants/steps/step-catalogue';
import { LoadFailureBoundary } from './load-failure-boundary';
import type { StepProps } from './step-props';
import { StepUnavailableNotice } from './step-unavailable-notice';

export type ComponentOf<K extends StepKind> = ComponentType<StepProps<Extract<CatalogueStep, { kind: K }>>>;

/**
 * A step kind in its own chunk, so the surveys without it never load it: `load` fetches it (before the first render
 * when a variant opens on it, else once the page has hydrated and is idle, off its first load and its hydration),
 * and from then on it shows at once;
 * a resumed visit that lands on it before then waits for it in Suspense.
 *
 * The step keeps one place in the tree whether its chunk was here before it first rendered or came after: a step
 * that changed place when its chunk came would be mounted afresh at the page's next render, and lose what the
 * visitor had ticked, typed or opened on it.
 *
 * When the chunk cannot load (the signal dropped), the step's place says so and fetches it again (see
 * StepUnavailableNotice). A failed attempt stays failed for rendering (the notice shows, rather than an import
 * started on each render); `load` after it starts a new one.
 */
export function lazyStep<K extends StepKind>(importer: () => Promise<ComponentOf<K>>) {
  let loaded: ComponentOf<K> | null = null;
  let attempt: { arrival: Promise<ComponentOf<K>>; failed: boolean } | null = null;
  const load = () => {
    if (!attempt || attempt.failed) {
      const started = {
        arrival: importer().then((component) => (loaded = component)),
        failed: false,
      };
      started.arrival.catch(() => {
        started.failed = true;
      });
      attempt = started;
    }
    return attempt.arrival;
  };
  function Arrived(props: StepProps<Extract<CatalogueStep, { kind: K }>>) {
    const Loaded = (loaded ?? use(attempt?.arrival ?? load())) as ComponentType<typeof props>;
    return <Loaded {...props} />;
  }
  function Step(props: StepProps<Extract<CatalogueStep, { kind: K }>>) {
    return (
      <LoadFailureBoundary
        fallback={(reset) => <StepUnavailableNotice load={load} onLoaded={reset} language={props.language} />}
      >
        <Suspense fallback={null}>
          <Arrived {...props} />
        </Suspense>
      </LoadFailureBoundary>
    );
  }
  return { Step, load, isLoaded: () => loaded !== null };
}
