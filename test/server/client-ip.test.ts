import { describe, expect, it } from 'vitest';
import type { StoredLead } from '../../services/api/leads/leads-contract';
import { qualifiedLead } from './support/leads';
import { ADMIN_TOKEN, startTestServer } from './support/test-server';

async function storedIp(trustProxy: boolean | number): Promise<string | undefined> {
  const server = await startTestServer({ trustProxy });
  try {
    const body = qualifiedLead();
    await fetch(`${server.baseUrl}/post-lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.23, 10.0.0.2' },
      body: JSON.stringify(body),
    });
    const response = await fetch(`${server.baseUrl}/api/leads/${String(body.lead_id)}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    return ((await response.json()) as StoredLead).lead.ip_address;
  } finally {
    await server.close();
  }
}

describe('client IP', () => {
  it('ignores X-Forwarded-For unless proxies are trusted', async () => {
    expect(await storedIp(false)).toBe('127.0.0.1');
  });

  it('takes the client behind the trusted number of proxy hops', async () => {
    expect(await storedIp(1)).toBe('10.0.0.2');
    expect(await storedIp(2)).toBe('198.51.100.23');
  });
});
