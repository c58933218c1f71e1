import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { Badge, DeliveryBadges, Verdict } from './badge';
import { landingPath, leadName, leadOrigin } from './lead-facts';
import { when, type ListedLead } from './types';

/** The leads table's columns: who, how to reach them, where they came from, the verdict and where it went. */
export const LEAD_COLUMNS: ColumnDef<ListedLead, unknown>[] = [
  {
    id: 'received',
    header: 'Received',
    cell: ({ row }) => <Link to={`/leads/${row.original.id}`}>{when(row.original.received_at)}</Link>,
  },
  {
    id: 'contact',
    header: 'Contact',
    cell: ({ row }) => (
      <span className="stack">
        <strong>{leadName(row.original) || '(no name)'}</strong>
        <span>{row.original.lead.email ?? ''}</span>
        <span>{row.original.lead.phone ?? ''}</span>
      </span>
    ),
  },
  {
    id: 'variant',
    header: 'Variant and landing page',
    cell: ({ row }) => (
      <span className="stack">
        <strong>{leadOrigin(row.original)}</strong>
        <span className="muted">{landingPath(row.original)}</span>
      </span>
    ),
  },
  {
    id: 'qualified',
    header: 'Verdict',
    cell: ({ row }) => (
      <Verdict qualified={row.original.lead.lead_is_qualified} reason={row.original.lead.dq_reason} />
    ),
  },
  {
    id: 'delivery',
    header: 'Deliveries',
    cell: ({ row }) => <DeliveryBadges statuses={row.original.delivery_statuses} />,
  },
  {
    id: 'marks',
    header: 'Marks',
    cell: ({ row }) => <LeadMarks lead={row.original} />,
  },
];

/** A duplicate (with the first lead's id, short: its page links it) and a lead to review. */
export function LeadMarks({ lead }: { lead: ListedLead }) {
  if (!lead.duplicate_of && !lead.review) return <span className="muted">–</span>;
  return (
    <span className="badges">
      {lead.duplicate_of ? (
        <Badge tone="warning">
          duplicate of <span className="mono">{lead.duplicate_of.slice(0, 8)}…</span>
        </Badge>
      ) : null}
      {lead.review ? <Badge tone="warning">to review</Badge> : null}
    </span>
  );
}
