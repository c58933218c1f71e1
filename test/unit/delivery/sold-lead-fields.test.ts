import { describe, expect, it } from 'vitest';
import { underStateRules } from '../../../server/delivery/state-rules';

/** A lead stored from a post that did not replay keeps the browser's map: what it posted must not reach a buyer. */
const POSTED = {
  state: 'TX',
  consent_time: '2020-01-01T00:00:00.000Z',
  consent_receipt_digest: 'f'.repeat(64),
};

describe('the fields the server adds to a lead it sells', () => {
  it('are the server’s own, whatever the stored lead carried', () => {
    const { lead } = underStateRules(POSTED, { receivedAt: '2026-11-28T10:00:00.000Z', day: '2026-11-28' });
    expect(lead.consent_time).toBe('2026-11-28T10:00:00.000Z');
    expect(lead.consent_receipt_digest).toBe('');
  });

  it('carry the receipt’s digest when the lead has one', () => {
    const digest = 'a'.repeat(64);
    const { lead } = underStateRules(POSTED, {
      receivedAt: '2026-11-28T10:00:00.000Z',
      day: '2026-11-28',
      receiptDigest: digest,
    });
    expect(lead.consent_receipt_digest).toBe(digest);
  });
});
