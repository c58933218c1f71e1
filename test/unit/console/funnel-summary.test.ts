import { describe, expect, it } from 'vitest';
import { funnelSummary } from '../../../src/console/funnel-summary';

describe('funnelSummary', () => {
  it.each([
    [{ sessions: 0, submitted: 0, unreplayed: 0 }, 'v4nv: 0 sessions, 0 posted a lead (0 %).'],
    [{ sessions: 8, submitted: 3, unreplayed: 0 }, 'v4nv: 8 sessions, 3 posted a lead (37.5 %).'],
    [
      { sessions: 8, submitted: 3, unreplayed: 1 },
      'v4nv: 8 sessions, 3 posted a lead (37.5 %), of which 1 was stored unreplayed (answers the funnel could not have given).',
    ],
    [
      { sessions: 9, submitted: 3, unreplayed: 2 },
      'v4nv: 9 sessions, 3 posted a lead (33.3 %), of which 2 were stored unreplayed (answers the funnel could not have given).',
    ],
  ])('%j reads %s', (stats, sentence) => {
    expect(funnelSummary('v4nv', stats)).toBe(sentence);
  });
});
