import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postLead } from '../../../../../services/api/lead/lead-client';

const LEAD = { lead_id: '6f1c2b9a-1d2e-4f3a-9b8c-7d6e5f4a3b2c', email: 'a@example.com' };
let server: Server | undefined;

/** A stand-in lead endpoint answering each request with the next status of the script. */
async function endpoint(statuses: number[]): Promise<{ origin: string; bodies: string[] }> {
  const bodies: string[] = [];
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      bodies.push(body);
      const status = statuses[bodies.length - 1] ?? 202;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          status === 202 ? { id: LEAD.lead_id, lead_is_qualified: 'yes', dq_reason: '' } : { error: 'x' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies };
}

afterEach(async () => {
  const running = server;
  server = undefined;
  if (running) await new Promise((resolve) => running.close(resolve));
});

describe('postLead', () => {
  it('retries server errors with the same lead until it is accepted', async () => {
    const { origin, bodies } = await endpoint([503, 500]);
    const sendBeacon = vi.fn(() => true);
    await expect(postLead(LEAD, { origin, sendBeacon, backoffLimitMs: 10 })).resolves.toMatchObject({
      id: LEAD.lead_id,
    });
    expect(bodies).toHaveLength(3);
    expect(new Set(bodies.map((body) => JSON.parse(body).lead_id))).toEqual(new Set([LEAD.lead_id]));
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('hands the lead to the beacon when every try fails', async () => {
    const { origin, bodies } = await endpoint([503, 503, 503, 503]);
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    await expect(postLead(LEAD, { origin, sendBeacon, retries: 3, backoffLimitMs: 10 })).rejects.toThrow();
    expect(bodies).toHaveLength(4);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(`${origin}/post-lead`);
    expect(blob.type).toBe('text/plain');
    expect(JSON.parse(await blob.text())).toEqual(LEAD);
  });

  it('hands the lead to the beacon when the server cannot be reached', async () => {
    const sendBeacon = vi.fn(() => true);
    await expect(
      postLead(LEAD, { origin: 'http://127.0.0.1:9', sendBeacon, retries: 1, backoffLimitMs: 10 }),
    ).rejects.toThrow();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('neither retries nor beacons a lead the server refuses as invalid', async () => {
    const { origin, bodies } = await endpoint([400]);
    const sendBeacon = vi.fn(() => true);
    await expect(postLead(LEAD, { origin, sendBeacon, backoffLimitMs: 10 })).rejects.toThrow();
    expect(bodies).toHaveLength(1);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
