/** `npm run build:server`: the server, and the online backup command beside it (`node dist/server/backup.js <file>`). */
import { bundleServer } from './server-bundle';

await bundleServer('dist/server', ['server/main.ts', 'server/backup.ts']);
