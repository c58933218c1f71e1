/**
 * React DOM, imported lazily by the browser entry so that its module runs in a task of its own, apart from the
 * entry and the page's modules (every page preloads it: scripts/prerender.ts). Its code sits in the React chunk
 * the entry loads (vite.config.ts), so this module's chunk is only the call that runs it.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
