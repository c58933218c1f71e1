import { describe, expect, it } from 'vitest';
import { dollars } from '../../../src/funnel/compensation-meter';

describe('the meter’s dollars', () => {
  it('are written as the browser’s en-US number formatting writes them', () => {
    for (const value of [0, 7, 999, 1000, 5001, 12_500, 25_000, 100_000, 250_000, 1_234_567])
      expect(dollars(value)).toBe(`$${value.toLocaleString('en-US')}`);
  });
});
