import { defineConfig } from 'vitest/config';
import base from '../../vite.config';

/**
 * The service tests (`npm run test:replicas`): real processes, Debian's caddy and PostgreSQL, Chromium and the
 * built site, so they are not part of `npm test`. One file at a time: they bind fixed ports.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['test/service/**/*.test.ts'],
    exclude: ['node_modules/**'],
    maxWorkers: 1,
    fileParallelism: false,
  },
});
