import { describe, expect, it } from 'vitest';
import * as leadCalls from '../../../../../services/api/lead/lead-call';
import { LEAD_PATHS } from '../../../../../services/api/lead/lead-paths';
import { LEAD_PATHS as OUTBOX_PATHS } from '../../../../../services/service-worker-messages';

/** The outbox's list of lead paths is the lead calls' own: each path has its call, each call its path. */
describe('the lead paths', () => {
  it('are the paths of the lead calls, one list the service worker reads too', () => {
    expect(
      Object.values(leadCalls)
        .map((call) => call.path)
        .sort(),
    ).toEqual([...LEAD_PATHS].sort());
    expect(OUTBOX_PATHS).toBe(LEAD_PATHS);
  });
});
