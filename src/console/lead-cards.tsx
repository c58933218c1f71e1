import { Link } from 'react-router-dom';
import { DeliveryBadges, Verdict } from './badge';
import { EmptyState } from './empty-state';
import { LeadMarks } from './lead-columns';
import { landingPath, leadName, leadOrigin } from './lead-facts';
import { when, type ListedLead } from './types';

/**
 * The leads as cards, for a phone's width: contact and verdict first, so nothing an operator needs hides behind a
 * sideways scroll. The table shows the same leads from 768 px up; the stylesheet shows one or the other.
 */
export function LeadCards({
  leads,
  loading,
  empty,
}: {
  leads: readonly ListedLead[];
  loading: boolean;
  empty: { title: string; hint: string };
}) {
  if (leads.length === 0)
    return (
      <div className="lead-cards">
        {loading ? (
          <p className="muted">Loading…</p>
        ) : (
          <EmptyState title={empty.title}>{empty.hint}</EmptyState>
        )}
      </div>
    );
  return (
    <ul className="lead-cards" aria-label="Leads, newest first">
      {leads.map((lead) => (
        <li key={lead.id} className="lead-card" data-lead-id={lead.id}>
          <p className="lead-card-head">
            <Link to={`/leads/${lead.id}`}>{leadName(lead) || '(no name)'}</Link>
            <span className="muted">{when(lead.received_at)}</span>
          </p>
          <p className="stack">
            <span className="wrap">{lead.lead.email ?? ''}</span>
            <span>{lead.lead.phone ?? ''}</span>
          </p>
          <Verdict qualified={lead.lead.lead_is_qualified} reason={lead.lead.dq_reason} />
          <p className="lead-card-origin">
            <strong>{leadOrigin(lead)}</strong> <span className="muted wrap">{landingPath(lead)}</span>
          </p>
          <p className="badges">
            <DeliveryBadges statuses={lead.delivery_statuses} />{' '}
            {lead.duplicate_of || lead.review ? <LeadMarks lead={lead} /> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
