import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathOf } from '../../../../services/api/call';
import { buyersCall } from '../../../../services/api/buyers/buyers-call';
import { zipPlaceCall } from '../../../../services/api/zip-place/zip-place-call';
import { buyersAnswerSchema } from '../../../../services/api/buyers/buyers-contract';
import { defineContract, routeOf } from '../../../../services/api/contract';
import { callNumberContract } from '../../../../services/api/call-number/call-number-contract';
import { postLeadContract } from '../../../../services/api/lead/lead-contract';
import { zipPlaceSchema } from '../../../../services/api/zip-place/zip-place-contract';

describe('a call and its contract', () => {
  it('fills a path written as Fastify writes it, encoding each value', () => {
    expect(pathOf(zipPlaceCall, { zip: '10001' })).toBe('/us/10001');
    expect(
      pathOf(
        { method: 'GET', path: '/check-affid-pre/:affid/:percentage' },
        { affid: 'a/b', percentage: 50 },
      ),
    ).toBe('/check-affid-pre/a%2Fb/50');
  });

  it('gives a route its method, url and schemas from the call and the contract', () => {
    const route = routeOf(postLeadContract);
    expect(route.method).toBe('POST');
    expect(route.url).toBe('/post-lead');
    expect(route.schema.summary).toBe(postLeadContract.summary);
    expect(route.schema.body).toBe(postLeadContract.request);
    expect(Object.keys(route.schema.response)).toEqual(['202']);
    const get = routeOf(callNumberContract);
    expect(get).toMatchObject({ method: 'GET', url: '/api/call-number' });
    expect(get.schema.querystring).toBe(callNumberContract.query);
    expect(Object.keys(get.schema.response).sort()).toEqual(['200', '204']);
    expect('body' in get.schema).toBe(false);
  });

  it('does not compile when the schemas do not match the call', () => {
    // Each line below fails `npm run typecheck` without its expect-error: the schema is not the call's.
    defineContract(buyersCall, {
      summary: 'x',
      // @ts-expect-error the request schema refuses what the call sends
      request: z.object({ fields: z.number() }),
      answer: buyersAnswerSchema,
    });
    // @ts-expect-error the answer schema is not the answer the call reads
    defineContract(zipPlaceCall, { summary: 'x', answer: z.object({ zip: z.string() }) });
    // A matching contract compiles.
    expect(defineContract(zipPlaceCall, { summary: 'x', answer: zipPlaceSchema }).call).toBe(zipPlaceCall);
  });
});
