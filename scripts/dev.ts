/**
 * Development: Vite serves the app with hot reload on :3000 and proxies the API to the real server on :3001.
 * Pages render in the browser here; `npm start` serves the prerendered build.
 */
import { spawn } from 'node:child_process';
import { DEV_API_PORT } from '../vite.config';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(DEV_API_PORT), HOST: '127.0.0.1', STATIC_DIR: 'dist/none' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env: process.env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
