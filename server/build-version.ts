declare const __BUILD_VERSION__: string | undefined;

/**
 * The build this server runs: the version and commit `npm run build:server` baked in (scripts/build-version.ts),
 * or `development` when it runs from its sources (tests, `npm run dev`).
 */
export const SERVER_BUILD_VERSION: string =
  typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : 'development';
