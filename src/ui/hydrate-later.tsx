import {
  Suspense,
  createElement,
  memo,
  use,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type Usable,
} from 'react';
import { whenPageHydrated, whenPageIdle } from './page-hydration';

/**
 * When a later part's code loads and its prerendered HTML hydrates:
 * - `idle`: once the page has hydrated and the browser is idle (a part with behaviour that can wait: the header's
 *   tracked call number);
 * - `{ whenSeen: selector }`: once the element the selector names (the part's own) comes into view, or takes the
 *   keyboard's focus (a part with behaviour below the fold: the testimonials carousel);
 * - `never`: its HTML stays as prerendered for the page's life (a part with no behaviour: the footer's links).
 * Rendered afresh in the browser (`npm run dev`, a test), a part loads at once and shows when its code is here.
 */
export type HydrateWhen = 'idle' | 'never' | { whenSeen: string };

/** The thenable React's `use` reads at once when it is already fulfilled. */
type Loading<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

export interface LaterPart<P extends object> {
  /** Loads the code now: the prerender calls it before rendering, so the part is in the page's HTML. */
  prepare(): Promise<void>;
  /** The part: the prerendered HTML until its code loads, then the part itself. */
  Slot: ComponentType<P>;
}

const noSubscription = () => () => {};
const rendering = () => false;
const hydrating = () => true;

/** Runs `start` once the element comes into view or takes focus (at once where it or the observer is missing). */
function whenSeen(selector: string, start: () => void): void {
  const element = document.querySelector(selector);
  if (!element || typeof IntersectionObserver === 'undefined') return start();
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) seen();
  });
  function seen() {
    observer.disconnect();
    element!.removeEventListener('focusin', seen);
    start();
  }
  observer.observe(element);
  element.addEventListener('focusin', seen);
}

/**
 * A part of a prerendered page that does not hydrate with it: its code is not part of the page's first load, and
 * React keeps its HTML (a dehydrated Suspense boundary) until the code is there, then hydrates it in small slices.
 * The slot is memoised: a boundary updated before it has hydrated would be rendered afresh, so its props must be
 * plain values, and no context above it may change while the page runs.
 */
export function hydrateLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  when: HydrateWhen,
): LaterPart<P> {
  let resolve: (component: ComponentType<P>) => void = () => {};
  const loading: Loading<ComponentType<P>> = new Promise((settle) => (resolve = settle));
  let started = false;
  let scheduled = false;
  const fulfil = (component: ComponentType<P>) => {
    loading.status = 'fulfilled';
    loading.value = component;
    resolve(component);
  };
  // A chunk that cannot load costs the visitor this part's behaviour, never the page: while hydrating, its
  // prerendered HTML simply stays.
  const start = () => {
    if (started) return;
    started = true;
    load().then(fulfil, () => undefined);
  };
  const schedule = () => {
    if (scheduled || when === 'never' || typeof window === 'undefined') return;
    scheduled = true;
    if (when === 'idle') whenPageIdle(start);
    else whenPageHydrated(() => whenSeen(when.whenSeen, start));
  };

  function Part(props: P) {
    // React hydrating reads the server's answer (true); rendering the part afresh, the browser's (false).
    const fromPrerender = useSyncExternalStore(noSubscription, rendering, hydrating);
    const [shown, setShown] = useState(() => loading.value);
    useEffect(() => {
      if (shown) return;
      start();
      let current = true;
      void loading.then((component) => current && setShown(() => component));
      return () => {
        current = false;
      };
    }, [shown]);
    if (fromPrerender) {
      // Hydrating: React keeps the prerendered HTML while this waits, and hydrates it once the code is here.
      schedule();
      return createElement(use(loading as Usable<ComponentType<P>>), props);
    }
    // Rendered afresh: nothing until the code is here, without suspending the page around it.
    return shown ? createElement(shown, props) : null;
  }

  const Slot = memo(function LaterSlot(props: P) {
    // Outside the boundary, so the prerender fails rather than leave the part out of the page.
    if (typeof window === 'undefined' && loading.status !== 'fulfilled')
      throw new Error('A later part was prerendered before prepare() loaded it');
    return <Suspense fallback={null}>{createElement(Part, props)}</Suspense>;
  });
  return {
    prepare: async () => fulfil(await load()),
    Slot: Slot as ComponentType<P>,
  };
}
