import { describe, expect, it } from 'vitest';
import { experimentWords } from '../../../src/console/experiment-words';

describe('experimentWords', () => {
  it.each([
    [{ leading_arm: null, decided: false, visitors_needed: null, visitors: 0 }, 'No visitors yet.'],
    [
      { leading_arm: null, decided: false, visitors_needed: null, visitors: 2 },
      'No winner yet: the arms convert alike so far.',
    ],
    [
      { leading_arm: 'v7', decided: false, visitors_needed: 1234, visitors: 3 },
      'No winner yet: v7 converts best so far, but the intervals overlap; about 1,234 more visitors at today’s rates would tell.',
    ],
    [
      { leading_arm: 'v7', decided: false, visitors_needed: null, visitors: 3 },
      'No winner yet: v7 converts best so far, but the intervals overlap; the difference is too small to tell at any number of visitors within reach.',
    ],
    [
      { leading_arm: 'v7', decided: true, visitors_needed: null, visitors: 4000 },
      'v7 wins: its 95 % interval is above every other arm’s.',
    ],
  ])('%j reads %s', (verdict, words) => {
    expect(experimentWords(verdict)).toBe(words);
  });
});
