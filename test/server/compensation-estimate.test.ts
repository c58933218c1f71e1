import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../services/api/contract-types';
import { startInjectedServer, type InjectedServer } from './support/test-server';

let server: InjectedServer;

beforeAll(async () => {
  server = await startInjectedServer();
});

afterAll(async () => {
  await server.close();
});

function estimate(body: unknown): Promise<Response> {
  return server.fetch('/api/compensation-estimate', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('POST /api/compensation-estimate', () => {
  it('answers the start, 5000, level 1, before any answer counts', async () => {
    const response = await estimate({});
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ value: 5000, compLevel: 1, label: 'Low Value' });
  });

  it('computes the estimate from the answers by the guards’ rule', async () => {
    const response = await estimate({
      injury_type: 'Broken Bones',
      physical_injury: 'Yes',
      doctor_treatment: 'Yes',
      missed_work: 'Yes',
      police_report: 'Yes',
      at_Fault: 'No',
    });
    expect(await response.json()).toEqual({ value: 61_000, compLevel: 6, label: 'Very High Value' });
  });

  it('shows a value past the maximum as 249500', async () => {
    const response = await estimate({
      injury_type: 'Loss of Limb',
      physical_injury: 'Yes',
      doctor_treatment: 'Yes',
      multiplier: 2,
    });
    expect(await response.json()).toEqual({ value: 249_500, compLevel: 7, label: 'Extremely High Value' });
  });

  it.each([
    ['a multiplier above 4', { multiplier: 5 }, 'multiplier'],
    ['an answer that is not text', { injury_type: 3 }, 'injury_type'],
    ['an overlong answer', { at_Fault: 'x'.repeat(101) }, 'at_Fault'],
  ])('refuses %s with 400 and the field at fault', async (_name, body, path) => {
    const response = await estimate(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as ApiError;
    expect(answer.error).toBe('Invalid answers');
    expect(answer.issues.map((issue) => issue.path)).toContain(path);
  });
});
