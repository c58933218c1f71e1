import { describe, expect, it } from 'vitest';
import { allocationWords } from '../../../src/console/allocation-words';

describe('allocationWords', () => {
  it.each([
    [null, 'New visitors are split by the weights.'],
    [
      { by: 'revenue-per-visitor' as const, floor_share: 0.1 },
      'New visitors are allocated by revenue per visitor: each arm gets its chance of earning the most per visitor over the last 30 days, never under 10 %; the weights are the split until an arm has a sale.',
    ],
    [
      { by: 'revenue-per-visitor' as const, floor_share: 0.125 },
      'New visitors are allocated by revenue per visitor: each arm gets its chance of earning the most per visitor over the last 30 days, never under 12.5 %; the weights are the split until an arm has a sale.',
    ],
  ])('%j', (allocation, words) => {
    expect(allocationWords(allocation)).toBe(words);
  });
});
