/** `npm run build:server`: the server, and beside it the online backup command (`node dist/server/backup.js <file>`) and the one that adds an operator (`node dist/server/operator-add.js <e-mail> [role]`). */
import { bundleServer } from './server-bundle';

await bundleServer('dist/server', ['server/main.ts', 'server/backup.ts', 'server/operator-add.ts']);
