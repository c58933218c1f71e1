import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server standing in for a third party at its HTTP boundary: tests give it the protocol's answers
 * and read back what it was asked.
 */
export interface RecordedRequest {
  method: string;
  url: string;
  contentType: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface StandIn {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Resolves once `count` requests have arrived: a test waits on what the server sends, not on the clock. */
  receivedRequests(count: number): Promise<RecordedRequest[]>;
  close(): Promise<void>;
}

export type StandInHandler = (request: RecordedRequest) => {
  status?: number;
  json?: unknown;
  text?: string;
  delayMs?: number;
  /** Answers only once this settles: a test holds a request in flight until it has done what it wants meanwhile. */
  until?: Promise<unknown>;
};

export async function startStandIn(handler: StandInHandler): Promise<StandIn> {
  const requests: RecordedRequest[] = [];
  const waiting: { count: number; resolve: (requests: RecordedRequest[]) => void }[] = [];
  const settleWaiting = () => {
    for (const waiter of waiting.filter(({ count }) => requests.length >= count)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(requests);
    }
  };
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const recorded: RecordedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        contentType: incoming.headers['content-type'] ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      settleWaiting();
      const answer = handler(recorded);
      const send = () => {
        outgoing.statusCode = answer.status ?? 200;
        if (answer.json !== undefined) {
          outgoing.setHeader('content-type', 'application/json');
          outgoing.end(JSON.stringify(answer.json));
        } else {
          outgoing.end(answer.text ?? '');
        }
      };
      if (answer.until) void answer.until.then(send);
      else if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    receivedRequests: (count) =>
      new Promise((resolve) => {
        waiting.push({ count, resolve });
        settleWaiting();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
