import { Suspense, type ReactNode } from 'react';

/**
 * Its children hydrate after the rest of the page: React hydrates the page first and a Suspense boundary's
 * prerendered content in a later task (sooner if the visitor touches it). The survey wraps its header and footer
 * in it, so on a slow phone the question answers a tap before the chrome around it is hydrated.
 * Nothing inside suspends; in a page rendered from scratch (npm run dev) the children simply render.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
