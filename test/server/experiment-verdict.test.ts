import { describe, expect, it } from 'vitest';
import { experimentVerdict } from '../../server/analytics/experiment-verdict';

const arm = (name: string, visitors: number, leads: number) => ({ arm: name, visitors, leads });

describe('experimentVerdict', () => {
  it.each([
    ['no visitors at all', [arm('a', 0, 0), arm('b', 0, 0)], { leading_arm: null, decided: false }],
    ['one visitor per arm and no leads: no leader', [arm('a', 1, 0), arm('b', 1, 0)], { leading_arm: null }],
    ['the same rate in both arms: no leader', [arm('a', 40, 4), arm('b', 20, 2)], { leading_arm: null }],
    [
      'a better rate on few visitors: a leader, undecided',
      [arm('a', 2, 1), arm('b', 1, 0)],
      { leading_arm: 'a', decided: false },
    ],
    [
      'a clear difference on many visitors: decided',
      [arm('a', 2000, 400), arm('b', 2000, 200)],
      { leading_arm: 'a', decided: true, visitors_needed: null },
    ],
    [
      'an arm with no visitor yet: undecided however good the other',
      [arm('a', 2000, 400), arm('b', 0, 0)],
      { leading_arm: 'a', decided: false },
    ],
  ])('%s', (_, arms, expected) => {
    expect(experimentVerdict(arms)).toMatchObject(expected);
  });

  it('says how many more visitors a difference seen so far needs, and that many would decide it', () => {
    const now = [arm('a', 100, 20), arm('b', 100, 10)];
    const { visitors_needed: needed, decided } = experimentVerdict(now);
    expect(decided).toBe(false);
    expect(needed).toBeGreaterThan(0);
    // With that many more, split evenly and converting as now, the intervals separate; with fewer they do not.
    const after = (more: number) =>
      experimentVerdict([
        arm('a', 100 + more / 2, (100 + more / 2) * 0.2),
        arm('b', 100 + more / 2, (100 + more / 2) * 0.1),
      ]);
    expect(after(needed!).decided).toBe(true);
    expect(after(needed! - 20).decided).toBe(false);
  });
});
