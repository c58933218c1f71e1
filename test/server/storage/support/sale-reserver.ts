import { createInterface } from 'node:readline';
import { createDatabase } from '../../../../server/storage/database';
import { createSaleStore, type CappedBuyer } from '../../../../server/storage/sale-store';

/**
 * A process of its own reserving sales, as a second server would: argv is the database URL and a JSON of
 * `{ buyer, leadIds, priceCents, now }`. It connects, says `ready`, waits for `go` on stdin (so every process
 * starts at once), reserves every lead concurrently, and prints how many were sold and how many were refused.
 */
const [databaseUrl, job] = process.argv.slice(2) as [string, string];
const { buyer, leadIds, priceCents, now } = JSON.parse(job) as {
  buyer: CappedBuyer;
  leadIds: string[];
  priceCents: number;
  now: string;
};
const db = createDatabase(databaseUrl);
const store = createSaleStore(db);
await db.selectFrom('sales').select('id').limit(1).execute();
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line === 'go') break;
lines.close();
const outcomes = await Promise.all(
  leadIds.map((leadId) => store.reserveSale(buyer, leadId, priceCents, new Date(now))),
);
await db.destroy();
process.stdout.write(
  `${JSON.stringify({
    sold: outcomes.filter((outcome) => outcome.sold).length,
    capped: outcomes.filter((outcome) => !outcome.sold && outcome.reason === 'cap').length,
  })}\n`,
);
