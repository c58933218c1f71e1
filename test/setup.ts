import '@testing-library/jest-dom/vitest';
import { afterAll } from 'vitest';

// A mounted site page asks for the tracked call number through a module it imports lazily, at once in jsdom (its
// document is already loaded). The files share their worker's modules, so a file that ends first would leave that
// import loading after its environment is gone, failing whichever file the worker runs next: each jsdom file waits
// for the module before it ends.
afterAll(async () => {
  if (typeof document !== 'undefined') await import('../src/ui/call-number-lookup');
});
