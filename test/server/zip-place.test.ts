import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZipPlace } from '../../services/api/zip-place/zip-place-contract';
import { createEmbeddedZipLookup } from '../../server/providers/zip-lookup';
import { startInjectedServer, type InjectedServer } from './support/test-server';

let server: InjectedServer;

beforeAll(async () => {
  server = await startInjectedServer();
});

afterAll(async () => {
  await server.close();
});

async function place(zip: string): Promise<{ status: number; body: ZipPlace }> {
  const response = await server.fetch(`/us/${zip}`);
  return { status: response.status, body: (await response.json()) as ZipPlace };
}

describe('GET /us/:zip', () => {
  it('answers a known zip with its city, state and county', async () => {
    expect(await place('77002')).toEqual({
      status: 200,
      body: { zip: '77002', city: 'Houston', state: 'TX', state_long: 'Texas', county: 'Harris' },
    });
  });

  it('answers an unknown zip with empty strings', async () => {
    expect(await place('00000')).toEqual({
      status: 200,
      body: { zip: '00000', city: '', state: '', state_long: '', county: '' },
    });
  });

  it('answers a malformed zip with empty strings, without echoing it', async () => {
    expect(await place('abc%3Cb%3E')).toEqual({
      status: 200,
      body: { zip: '', city: '', state: '', state_long: '', county: '' },
    });
  });
});

describe('embedded zip lookup', () => {
  it.each([
    ['10001', { city: 'New York', state: 'NY', state_long: 'New York' }],
    ['90210', { city: 'Beverly Hills', state: 'CA', state_long: 'California' }],
    ['7700', { city: '', state: '' }],
    ['', { city: '', state: '' }],
  ])('%s', async (zip, expected) => {
    expect(await createEmbeddedZipLookup().lookup(zip)).toMatchObject(expected);
  });
});
