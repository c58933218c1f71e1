// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  RevocationNotice,
  StoredRevocation,
} from '../../../services/api/consent-revocation/consent-revocation-contract';
import { RevocationCard } from '../../../src/console/pages/revocations-page';

const acknowledged: RevocationNotice = {
  destination: 'firm-a',
  status: 'delivered',
  attempts: 1,
  outcome: '200 OK',
  acknowledged_at: '2026-11-20T10:05:00.000Z',
};
const retrying: RevocationNotice = {
  destination: 'firm-b',
  status: 'queued',
  attempts: 3,
  outcome: '503 Service Unavailable',
  acknowledged_at: null,
};

function revocation(notices: RevocationNotice[]): StoredRevocation {
  return {
    id: 'r1',
    received_at: '2026-11-20T10:00:00.000Z',
    channel: 'web',
    email: 'm***@example.com',
    phone: '•••0182',
    honour_by: '2026-12-04',
    operator: '',
    deliveries_withheld: 2,
    notices,
  };
}

afterEach(cleanup);

describe('a revocation in the console', () => {
  it('shows its deadline, each buyer told, and that every buyer acknowledged', () => {
    render(<RevocationCard revocation={revocation([acknowledged])} today="2026-11-21" />);
    const card = screen.getByRole('region');
    expect(card).toHaveTextContent('m***@example.com by the site’s form');
    expect(card).toHaveTextContent('honour by 2026-12-04 (10 business days)');
    expect(card).toHaveTextContent('•••0182 · 2 deliveries withheld');
    expect(within(card).getByText('every buyer acknowledged')).toHaveClass('badge-good');
    const row = within(card).getByRole('row', { name: /firm-a/ });
    expect(within(row).getByText('delivered')).toHaveClass('badge-good');
    expect(row).not.toHaveTextContent('not yet');
  });

  it('counts the buyers still to acknowledge before the deadline, and says so in red past it', () => {
    const open = revocation([acknowledged, retrying]);
    const { unmount } = render(<RevocationCard revocation={open} today="2026-12-04" />);
    expect(screen.getByText('1 buyer to acknowledge')).toHaveClass('badge-waiting');
    expect(screen.getByRole('row', { name: /firm-b/ })).toHaveTextContent('3not yet503 Service Unavailable');
    unmount();
    render(<RevocationCard revocation={open} today="2026-12-05" />);
    expect(screen.getByText('past its deadline')).toHaveClass('badge-bad');
  });

  it('says when no buyer had a lead of the person, rather than that all acknowledged', () => {
    render(<RevocationCard revocation={revocation([])} today="2026-11-21" />);
    expect(screen.getByText('no buyer to tell')).toHaveClass('badge-neutral');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
