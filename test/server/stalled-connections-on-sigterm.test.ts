import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { postJson, qualifiedLead } from './support/leads';
import { startServerProcess, stopServerProcess } from './support/server-process';
import { startStandIn } from './support/stand-in-server';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** A client's connection and a promise that settles when the server ends it. */
async function openConnection(baseUrl: string): Promise<{ socket: Socket; ended: Promise<void> }> {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => undefined);
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  cleanups.push(async () => {
    socket.destroy();
    await ended;
  });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, ended };
}

/**
 * Sends a lead's headers and half its body, as a phone that lost signal mid-post. It waits for the server's
 * `100 Continue` first, the proof that the server holds the request, before the body stalls.
 */
async function stallHalfwayThroughABody(socket: Socket, host: string): Promise<void> {
  const body = JSON.stringify(qualifiedLead());
  const continued = new Promise<void>((resolve) =>
    socket.once('data', (chunk: Buffer) => {
      expect(chunk.toString('latin1')).toMatch(/^HTTP\/1\.1 100 Continue/);
      resolve();
    }),
  );
  socket.write(
    `POST /post-lead HTTP/1.1\r\nHost: ${host}\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nexpect: 100-continue\r\n\r\n`,
  );
  await continued;
  socket.write(body.slice(0, body.length / 2));
}

describe('a SIGTERM with idle and stalled connections open', { timeout: 120_000 }, () => {
  it('ends them after the deadline, still answers the lead in flight, and exits 0', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // The lead's zip look-up is held, so its request is in flight well past the deadline.
    const zipService = await startStandIn(() => ({
      json: { zip: '77002', city: 'Houston', state: 'TX', state_long: 'Texas', county: 'Harris' },
      until: answered,
    }));
    cleanups.push(async () => {
      answer();
      await zipService.close();
    });
    const folder = await mkdtemp(join(tmpdir(), 'stalled-connections-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const server = await startServerProcess({
      DATABASE_URL: `sqlite:${join(folder, 'leads.sqlite')}`,
      ZIP_SERVICE_URL: zipService.baseUrl,
      PROVIDER_TIMEOUT_MS: '60000',
      PROVIDER_DEADLINE_MS: '60000',
      SHUTDOWN_STALLED_CONNECTION_MS: '500',
    });
    cleanups.push(() => stopServerProcess(server));

    // Connections are taken from the listen queue in order: once the second one's request is answered with
    // `100 Continue`, the server holds the first, silent one too.
    const silent = await openConnection(server.baseUrl);
    const stalled = await openConnection(server.baseUrl);
    await stallHalfwayThroughABody(stalled.socket, new URL(server.baseUrl).host);
    const posted = postJson(server, qualifiedLead());
    await zipService.receivedRequests(1);

    server.child.kill('SIGTERM');
    await Promise.all([silent.ended, stalled.ended]);
    // The two are gone, and the process still waits for the lead it is answering.
    expect(server.child.exitCode).toBeNull();
    answer();
    const response = await posted;
    expect(response.status).toBe(202);
    expect(response.headers.get('connection')).toBe('close');
    expect(await server.exited).toBe(0);
  });
});
