import { useState } from 'react';
import { operatorReturnCall, returnDecisionCall } from '../../services/api/returns/returns-call';
import { ask } from './api';
import { money } from './money';
import { when, type LeadDetail } from './types';

type LeadReturn = LeadDetail['returns'][number];

const REASON_WORDS: Record<LeadReturn['reason'], string> = {
  disconnected_number: 'disconnected number',
  wrong_person: 'wrong person',
  duplicate: 'duplicate',
  already_represented: 'already has a lawyer',
  not_injured: 'not injured',
  outside_area: 'outside its area',
  fraud: 'fraud',
  other: 'other',
};

/** Who decided, in words: a rule by its name, an operator by how they signed in. */
function deciderWords(entry: LeadReturn): string {
  if (!entry.decided_by) return '';
  const rule = /^rule:(.+)$/.exec(entry.decided_by);
  return rule ? `by the rule ${rule[1]}` : `by ${entry.decided_by.replace(/^operator:/, '')}`;
}

/**
 * The lead's money and its returns: what it cost to buy (when known), what it sold for, what was given back, the
 * margin, and each buyer's return with its reason
 * and decision. A return that waits for an operator can be approved (its sale's money reversed) or rejected here,
 * with a note the buyer reads.
 */
export function LeadReturns({
  leadId,
  sales,
  returns,
  boughtCents,
  onDecided,
}: Pick<LeadDetail, 'sales' | 'returns'> & {
  leadId: string;
  /** What the lead cost to buy; null when not known. */
  boughtCents: number | null;
  onDecided: () => void;
}) {
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const soldFor = sales
    .filter((sale) => sale.status === 'sold' || sale.status === 'returned')
    .reduce((sum, sale) => sum + sale.price_cents, 0);
  const refunded = returns.reduce((sum, entry) => sum + entry.refund_cents, 0);

  const decide = async (id: string, decision: 'approve' | 'reject') => {
    try {
      await ask(returnDecisionCall, { params: { id }, body: { decision, note: notes[id] ?? '' } });
      setFailure(undefined);
      onDecided();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The decision was not saved');
    }
  };

  const returnable = sales.filter(
    (sale) => sale.status === 'sold' && !returns.some((entry) => entry.buyer === sale.buyer),
  );

  return (
    <>
      <p data-testid="lead-money">
        {boughtCents === null ? 'Sold' : <>Bought for {money(boughtCents)}; sold</>} for{' '}
        <strong>{money(soldFor)}</strong>
        {refunded > 0 ? (
          <>
            , returned {money(refunded)}, kept <strong>{money(soldFor - refunded)}</strong>
          </>
        ) : null}
        {boughtCents === null ? null : (
          <>
            ; margin <strong>{money(soldFor - refunded - boughtCents)}</strong>
          </>
        )}
        .
      </p>
      <h3>Returns</h3>
      {returns.length === 0 ? (
        <p>No buyer has returned it.</p>
      ) : (
        <ul className="returns">
          {returns.map((entry) => (
            <li key={entry.id} data-return-id={entry.id}>
              <p>
                <strong>{entry.buyer}</strong> returned it on {when(entry.returned_at)} (
                {REASON_WORDS[entry.reason]}
                {entry.filed_by === 'buyer'
                  ? ''
                  : `, filed by ${entry.filed_by.replace(/^operator:/, '')}`}):{' '}
                <strong className={entry.status === 'rejected' ? 'status-rejected' : ''}>
                  {entry.status}
                </strong>
                {entry.status === 'approved' ? `, ${money(entry.refund_cents)} given back` : ''}
                {entry.decided_at ? ` ${deciderWords(entry)} on ${when(entry.decided_at)}` : ''}
              </p>
              {entry.note && <blockquote>{entry.note}</blockquote>}
              {entry.decision_note && <p className="hint">Decision: {entry.decision_note}</p>}
              {entry.status === 'pending' && (
                <div className="return-decision">
                  <label>
                    Note for the buyer
                    <input
                      type="text"
                      value={notes[entry.id] ?? ''}
                      maxLength={1000}
                      onChange={(event) => setNotes({ ...notes, [entry.id]: event.target.value })}
                    />
                  </label>
                  <button type="button" onClick={() => void decide(entry.id, 'approve')}>
                    Approve: give {money(entry.price_cents)} back
                  </button>
                  <button type="button" onClick={() => void decide(entry.id, 'reject')}>
                    Reject
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {returnable.length > 0 && (
        <FileReturn
          leadId={leadId}
          buyers={returnable.map((sale) => sale.buyer)}
          onFiled={onDecided}
          onFailure={setFailure}
        />
      )}
      {failure && (
        <p role="alert" className="error">
          {failure}
        </p>
      )}
    </>
  );
}

/** A return a buyer asked for by telephone or e-mail, recorded by an operator; the buyer's window still applies. */
function FileReturn({
  leadId,
  buyers,
  onFiled,
  onFailure,
}: {
  leadId: string;
  buyers: string[];
  onFiled: () => void;
  onFailure: (message: string | undefined) => void;
}) {
  const [buyer, setBuyer] = useState(buyers[0] ?? '');
  const [reason, setReason] = useState<LeadReturn['reason']>('other');
  const [note, setNote] = useState('');
  const file = async () => {
    try {
      await ask(operatorReturnCall, { params: { id: leadId }, body: { buyer, reason, note } });
      onFailure(undefined);
      onFiled();
    } catch (error) {
      onFailure(error instanceof Error ? error.message : 'The return was not recorded');
    }
  };
  return (
    <form
      className="file-return"
      onSubmit={(event) => {
        event.preventDefault();
        void file();
      }}
    >
      <h4>Record a return a buyer asked for</h4>
      <label>
        Buyer
        <select value={buyer} onChange={(event) => setBuyer(event.target.value)}>
          {buyers.map((id) => (
            <option key={id}>{id}</option>
          ))}
        </select>
      </label>
      <label>
        Reason
        <select value={reason} onChange={(event) => setReason(event.target.value as LeadReturn['reason'])}>
          {Object.entries(REASON_WORDS).map(([value, words]) => (
            <option key={value} value={value}>
              {words}
            </option>
          ))}
        </select>
      </label>
      <label>
        The buyer's words
        <input type="text" value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="submit">Record the return</button>
    </form>
  );
}
