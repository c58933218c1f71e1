/**
 * The browser specs' way to the path generator, which lives in `scripts/paths/funnel-paths.ts` so that `npm run
 * paths` and the tests share it without a script reaching into `test/`. Every other test imports it from there;
 * this file goes once the specs under `test/e2e/` do too.
 */
export * from '../../scripts/paths/funnel-paths';
