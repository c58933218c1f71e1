import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * The visitor's network between the browser and a server: a TCP relay the test can cut. Cut, it drops every open
 * connection and refuses new ones, so every request fails as it does on a phone that lost its signal: the page's
 * calls, its beacons and the service worker's alike (the browser's own offline switch lets a beacon through).
 */
export interface NetworkLink {
  /** Where the browser connects: `http://127.0.0.1:<port>`. */
  baseURL: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startNetworkLink(target: string): Promise<NetworkLink> {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let up = true;
  const relay: Server = createServer((visitor) => {
    if (!up) {
      visitor.destroy();
      return;
    }
    const server = connect(Number(port), hostname);
    for (const socket of [visitor, server]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        visitor.destroy();
        server.destroy();
      });
    }
    visitor.pipe(server).pipe(visitor);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port: relayPort } = relay.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${relayPort}`,
    cut() {
      up = false;
      for (const socket of open) socket.destroy();
    },
    restore() {
      up = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}
