/**
 * React DOM, imported lazily by the browser entry so that the browser evaluates it in a task of its own, apart from
 * the entry and the page's modules (every page preloads it: scripts/prerender.ts).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
