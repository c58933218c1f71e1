import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { mergedFields } from '../../../guards/field-aliases';
import { deliveryRetryCall } from '../../../services/api/deliveries/deliveries-call';
import { leadCall } from '../../../services/api/leads/leads-call';
import { ask } from '../api';
import { Verdict } from '../badge';
import { ConsentReceiptSummary } from '../consent-receipt-summary';
import { sourceWords } from '../field-sources';
import { LeadReturns } from '../lead-returns';
import { LeadSales } from '../lead-sales';
import { answersInStepOrder, pathTaken, type StepAnswers } from '../step-answers';
import { when, type LeadDetail } from '../types';
import { useCall } from '../use-call';

/** Proof of consent and of the phone: certificates, tokens and the server's own verification. */
const PROOF_FIELD = /trustedform|xxtrusted|jornaya|leadid|universal_leadid|cert|sms_verified|everflow/i;
/** What the server decides itself, shown beside what the browser claimed. */
const DERIVED_FIELD =
  /^(lead_is_qualified|dq_reason|city|state|state_long|county|ip_address|user_agent|sms_verified)$/;

export function LeadPage() {
  const { id = '' } = useParams();
  const { data: lead, error, reload } = useCall(leadCall, { params: { id } });
  const [retryError, setRetryError] = useState<string>();
  const [inOrder, setInOrder] = useState<StepAnswers[]>();
  useEffect(() => {
    if (!lead) return;
    answersInStepOrder(lead.lead).then(setInOrder, () => setInOrder(undefined));
  }, [lead]);
  if (error)
    return (
      <p role="alert" className="error">
        {error}
      </p>
    );
  if (!lead) return <p className="status">Loading…</p>;
  // One row per field: an alternate spelling (first_name, message) shows under its field's name.
  const fields = [...mergedFields(lead.lead)];
  const path = pathTaken(lead.lead.time_on_steps);
  const retry = async (deliveryId: string) => {
    try {
      await ask(deliveryRetryCall, { params: { id: deliveryId } });
      setRetryError(undefined);
      reload();
    } catch (failure) {
      setRetryError(failure instanceof Error ? failure.message : 'Retry failed');
    }
  };

  return (
    <>
      <p>
        <Link to="/leads">← Leads</Link>
      </p>
      <h1>Lead {lead.id}</h1>
      <p>
        {lead.source}, received {when(lead.received_at)}; the server’s verdict:{' '}
        <Verdict qualified={lead.lead.lead_is_qualified} reason={lead.lead.dq_reason} />
      </p>
      {lead.recovered_from === 'session' && (
        <p role="note">
          Recovered: its own post never arrived, and the funnel's session report, which carries the lead once
          the visitor has submitted, stored it.
        </p>
      )}
      {lead.duplicate_of && (
        <p role="note">
          A duplicate: the same person (e-mail or phone) sent{' '}
          <Link to={`/leads/${lead.duplicate_of}`}>an earlier lead</Link> within the duplicate window.
        </p>
      )}

      <h2>Path taken, with the answers of each step</h2>
      {path.length === 0 ? (
        <p>No step timings on this lead.</p>
      ) : (
        <ol className="path">
          {(inOrder ?? path.map((entry) => ({ ...entry, answers: [] }))).map((entry, index) => (
            <li key={index}>
              {entry.step} <span className="hint">{entry.seconds} s</span>
              {entry.answers.length > 0 && (
                <span className="step-answers">
                  {entry.answers.map(([field, value]) => `${field}: ${value}`).join(', ')}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}

      <h2>Validation issues</h2>
      {lead.validation_issues.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {lead.validation_issues.map((issue, index) => (
            <li key={index}>
              <code>{issue.field}</code>: {issue.message}
            </li>
          ))}
        </ul>
      )}

      <h2>Consent text</h2>
      <blockquote className="consent">{lead.lead.tcpa || 'No consent text on this lead.'}</blockquote>

      <h2>Proofs</h2>
      <FieldList fields={fields.filter(([name]) => PROOF_FIELD.test(name))} empty="No proof fields." />
      <CertificateRetention retention={lead.certificate_retention} />

      <h2>Consent receipt</h2>
      <ConsentReceiptSummary leadId={lead.id} />

      <h2>Derived by the server, against what the browser claimed</h2>
      <div className="table-scroll" role="region" aria-label="Derived and claimed fields" tabIndex={0}>
        <table className="claims">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Stored (server)</th>
              <th scope="col">Claimed (browser)</th>
            </tr>
          </thead>
          <tbody>
            {[
              ...new Set([
                ...fields.map(([name]) => name).filter((n) => DERIVED_FIELD.test(n)),
                ...Object.keys(lead.claimed),
              ]),
            ].map((name) => (
              <tr
                key={name}
                className={
                  lead.claimed[name] !== undefined && lead.claimed[name] !== lead.lead[name] ? 'differs' : ''
                }
              >
                <th scope="row">{name}</th>
                <td>{lead.lead[name] ?? ''}</td>
                <td>{lead.claimed[name] ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>Answers and fields, each with where it came from</h2>
      <FieldList
        fields={fields.filter(([name]) => name !== 'tcpa')}
        sources={lead.sources}
        empty="No fields."
      />

      <h2>Sales and auction</h2>
      <LeadSales sales={lead.sales} auction={lead.auction} />
      {lead.sales.length > 0 && (
        <LeadReturns
          leadId={lead.id}
          sales={lead.sales}
          returns={lead.returns}
          boughtCents={lead.bought_cents}
          onDecided={reload}
        />
      )}

      <h2>Deliveries</h2>
      {retryError && (
        <p role="alert" className="error">
          {retryError}
        </p>
      )}
      {lead.deliveries.length === 0 && <p>No delivery for this lead.</p>}
      {lead.deliveries.map((delivery) => (
        <section key={delivery.id} className="card" aria-label={`Delivery to ${delivery.destination}`}>
          <h3>
            {delivery.destination}: <span className={`status-${delivery.status}`}>{delivery.status}</span>
          </h3>
          <p>
            {delivery.outcome} · {delivery.attempts} attempts since last queued
          </p>
          {(delivery.status === 'dead' || delivery.status === 'rejected') && (
            <button type="button" onClick={() => void retry(delivery.id)}>
              Retry delivery to {delivery.destination}
            </button>
          )}
          <ol className="attempts">
            {delivery.attempts_made.map((attempt, index) => (
              <li key={index}>
                {when(attempt.attempted_at)}: {attempt.verdict}, {attempt.outcome} ({attempt.duration_ms} ms)
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}

function CertificateRetention({ retention }: { retention: LeadDetail['certificate_retention'] }) {
  if (!retention) {
    return (
      <p>TrustedForm certificate: not asked to retain (no TrustedForm API key, or not delivered yet).</p>
    );
  }
  return (
    <p>
      TrustedForm certificate: <strong>{retention.outcome}</strong> on {when(retention.checked_at)}
      {retention.reason ? ` (${retention.reason})` : ''}
      {retention.expires_at ? `; TrustedForm keeps it until ${when(retention.expires_at)}` : ''}
    </p>
  );
}

function FieldList({
  fields,
  sources,
  empty,
}: {
  fields: [string, string][];
  /** Each field's source as stored; each value is shown with it when given. */
  sources?: Record<string, string>;
  empty: string;
}) {
  if (fields.length === 0) return <p>{empty}</p>;
  return (
    <dl className="fields">
      {fields.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
          {sources && <dd className="source">{sourceWords(sources[name])}</dd>}
        </div>
      ))}
    </dl>
  );
}
