import { lazy, Suspense, type ComponentType } from 'react';
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
 * When the chunk cannot load (the signal dropped), the step's place says so and fetches it again (see
 * StepUnavailableNotice); React's `lazy` keeps a failed import for good, so a load that succeeds later is read
 * from `loaded`, not from `lazy`.
 */
export function lazyStep<K extends StepKind>(importer: () => Promise<ComponentOf<K>>) {
  let loaded: ComponentOf<K> | null = null;
  const load = () =>
    importer().then((component) => {
      loaded = component;
      return { default: component };
    });
  const Lazy = lazy(load);
  function Shown(props: StepProps<Extract<CatalogueStep, { kind: K }>>) {
    const Loaded = loaded as ComponentType<typeof props> | null;
    if (Loaded) return <Loaded {...props} />;
    const Pending = Lazy as unknown as ComponentType<typeof props>;
    return (
      <Suspense fallback={null}>
        <Pending {...props} />
      </Suspense>
    );
  }
  // Always in its boundary, loaded or not, so the step keeps its place in the tree (and what it holds) as it loads.
  function Step(props: StepProps<Extract<CatalogueStep, { kind: K }>>) {
    return (
      <LoadFailureBoundary
        fallback={(reset) => <StepUnavailableNotice load={load} onLoaded={reset} language={props.language} />}
      >
        <Shown {...props} />
      </LoadFailureBoundary>
    );
  }
  return { Step, load, isLoaded: () => loaded !== null };
}
