/**
 * What `/readyz` asks beyond the database: whether this process's delivery and auction workers run, and whether the process
 * is closing. Made once per server (server/app.ts); the plugins that own each part set it.
 */
export interface Readiness {
  /** Set by the delivery worker's plugin when DELIVERY_CONFIG names a destination; absent otherwise. */
  workerRunning?: () => boolean;
  /** Set by the auction worker's plugin when SELLING_CONFIG or DEMO_BUYERS gives buyers; absent otherwise. */
  auctionWorkerRunning?: () => boolean;
  /** True from the moment the server starts closing (SIGTERM): the proxy must stop sending it visitors. */
  closing: boolean;
}

export function createReadiness(): Readiness {
  return { closing: false };
}
