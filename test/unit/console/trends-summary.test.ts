import { describe, expect, it } from 'vitest';
import { trendsSummary, type DailyLeads } from '../../../src/console/lead-trends';

const range = (days: DailyLeads['days']): DailyLeads => ({
  from: days[0]?.day ?? '2026-11-20',
  to: '2026-11-23',
  days,
});

describe('the trends chart summary, its text for everyone who does not see the chart', () => {
  it('totals the range and names its busiest day, the first one when two tie', () => {
    expect(
      trendsSummary(
        range([
          { day: '2026-11-20', leads: 3, qualified: 2, delivered: 1 },
          { day: '2026-11-21', leads: 0, qualified: 0, delivered: 0 },
          { day: '2026-11-22', leads: 3, qualified: 3, delivered: 3 },
        ]),
      ),
    ).toBe(
      'From 2026-11-20 to 2026-11-22: 6 leads, 5 qualified, 4 delivered. Busiest day 2026-11-20 with 3.',
    );
  });

  it('counts one lead as one', () => {
    expect(trendsSummary(range([{ day: '2026-11-20', leads: 1, qualified: 0, delivered: 0 }]))).toBe(
      'From 2026-11-20 to 2026-11-20: 1 lead, 0 qualified, 0 delivered. Busiest day 2026-11-20 with 1.',
    );
  });

  it('says so when no lead came, and when the range has no day', () => {
    expect(trendsSummary(range([{ day: '2026-11-20', leads: 0, qualified: 0, delivered: 0 }]))).toBe(
      'No leads from 2026-11-20 to 2026-11-20.',
    );
    expect(trendsSummary(range([]))).toBe('No days in this range.');
  });
});
