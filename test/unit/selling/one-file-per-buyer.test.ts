import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../../server/config';
import { describe, expect, it } from 'vitest';
import { parseSellingBuyers } from '../../../server/selling/buyers-file';
import { buyersInBothFiles } from '../../../server/selling/one-file-per-buyer';

const BUYERS = parseSellingBuyers(JSON.parse(readFileSync('docs/examples/selling.json', 'utf8')), {
  LONE_STAR_TOKEN: 'lone-star',
  LONE_STAR_RETURNS: 'lone-star-returns',
  COAST_TOKEN: 'coast',
  LP_WEST_KEY: 'lp-west',
});

describe('a buyer in both the delivery file and the buyers file', () => {
  it.each([
    [
      'its post endpoint, spelled with another case and a last slash',
      'crm',
      'https://INTAKE.lonestar.example/leads/',
      'buyer lone-star-injury is also the destination crm',
    ],
    [
      'its ping endpoint',
      'coast-ping',
      'https://buy.coast.example/ping',
      'buyer coast-to-coast is also the destination coast-ping',
    ],
    [
      'its id as the destination name',
      'west-exchange',
      'https://elsewhere.example/in',
      'buyer west-exchange is also the destination west-exchange',
    ],
    [
      'its name as the destination name',
      'Lone Star Injury Lawyers',
      'https://elsewhere.example/in',
      'buyer lone-star-injury is also the destination Lone Star Injury Lawyers',
    ],
  ])('is found by %s', (_how, name, url, expected) => {
    expect(buyersInBothFiles([{ name, url }], BUYERS)).toEqual([expected]);
  });

  it.each([
    ['another path of the same host', 'https://intake.lonestar.example/other'],
    ['another host', 'https://intake.lonestar.example.org/leads'],
    ['the same path with another query', 'https://buy.coast.example/post?list=2'],
  ])('is not found in %s', (_how, url) => {
    expect(buyersInBothFiles([{ name: 'crm', url }], BUYERS)).toEqual([]);
  });
});

describe('the start', () => {
  it('is refused when the two files name one buyer, naming both entries', () => {
    const folder = mkdtempSync(join(tmpdir(), 'one-file-per-buyer-'));
    const delivery = join(folder, 'delivery.json');
    writeFileSync(
      delivery,
      JSON.stringify({
        destinations: [
          { name: 'coast', kind: 'form-webhook', url: 'https://buy.coast.example/post', send: 'all' },
        ],
      }),
    );
    const env = {
      DELIVERY_CONFIG: delivery,
      SELLING_CONFIG: 'docs/examples/selling.json',
      LONE_STAR_TOKEN: 'lone-star',
      LONE_STAR_RETURNS: 'lone-star-returns',
      COAST_TOKEN: 'coast',
      LP_WEST_KEY: 'lp-west',
    };
    expect(() => readConfig(env)).toThrow(
      'DELIVERY_CONFIG and SELLING_CONFIG name one buyer twice, which would send it every lead twice: buyer coast-to-coast is also the destination coast',
    );
    expect(() => readConfig({ ...env, DELIVERY_CONFIG: undefined })).not.toThrow();
  });
});
