import fastifyPlugin from 'fastify-plugin';
import { createAuctionWorker, DEFAULT_AUCTION_WORKER } from '../selling/auction-worker';
import { startDemoBuyers } from '../selling/demo-buyers';
import type { ServerContext } from './server-context';

/**
 * The auction worker, when SELLING_CONFIG or DEMO_BUYERS gives buyers: it starts once the server is ready and
 * sells each lead the store queues for auction, told at once of each new one. With DEMO_BUYERS the demo buyers'
 * listener opens with it and closes after it.
 */
export const auctionWorker = fastifyPlugin<ServerContext>(
  async (app, { config, stores, clock, readiness }) => {
    if (config.sellingBuyers.length === 0 && !config.demoBuyers) return;
    const demo = config.demoBuyers ? await startDemoBuyers() : undefined;
    const worker = createAuctionWorker({
      queue: stores.auctions,
      buyers: [...config.sellingBuyers, ...(demo?.buyers ?? [])],
      sales: stores.sales,
      privacyRequests: stores.privacyRequests,
      revocations: stores.consentRevocations,
      clock,
      settings: DEFAULT_AUCTION_WORKER,
      log: app.log,
    });
    stores.deliveriesQueued.listen(() => worker.nudge());
    readiness.auctionWorkerRunning = () => worker.running();
    app.addHook('onReady', async () => worker.start());
    let stopped: Promise<void> | undefined;
    app.addHook('preClose', (done) => {
      stopped = worker.stop();
      done();
    });
    app.addHook('onClose', async () => {
      await (stopped ?? worker.stop());
      await demo?.close();
    });
  },
  { name: 'auction-worker' },
);
