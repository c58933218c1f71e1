import type { ReactNode } from 'react';
import { reasonInWords } from '../../guards/dq-reasons';

/** What a badge says about its subject: good, bad, waiting, to look at, or nothing either way. */
export type Tone = 'good' | 'bad' | 'waiting' | 'warning' | 'neutral';

const DELIVERY_TONES: Record<string, Tone> = {
  delivered: 'good',
  queued: 'waiting',
  rejected: 'bad',
  dead: 'bad',
  suppressed: 'neutral',
  skipped: 'neutral',
  withheld: 'neutral',
};

/** A status as a small labelled pill; the word carries the meaning, the colour only repeats it. */
export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}

/** A delivery's status as a badge. */
export function DeliveryStatusBadge({ status, count }: { status: string; count?: number }) {
  return (
    <Badge tone={DELIVERY_TONES[status] ?? 'neutral'}>
      {count !== undefined && count > 1 ? `${count} ${status}` : status}
    </Badge>
  );
}

/** A lead's deliveries, one badge per status with how many; "none" when no delivery was made. */
export function DeliveryBadges({ statuses }: { statuses: Readonly<Record<string, number>> }) {
  const entries = Object.entries(statuses);
  if (entries.length === 0) return <span className="muted">no delivery</span>;
  return (
    <span className="badges">
      {entries.map(([status, count]) => (
        <DeliveryStatusBadge key={status} status={status} count={count} />
      ))}
    </span>
  );
}

/**
 * The server's verdict and, for a lead it did not qualify, the reason it stored (dq_reason) in plain words, with
 * its code beside for the operator who filters or exports by it.
 */
export function Verdict({
  qualified,
  reason,
}: {
  qualified: string | undefined;
  reason: string | undefined;
}) {
  if (qualified === 'yes') return <Badge tone="good">qualified</Badge>;
  if (qualified !== 'no') return <span className="muted">no verdict</span>;
  return (
    <span className="verdict">
      <Badge tone="bad">not qualified</Badge>
      {reason ? (
        <span className="reason">
          {reasonInWords(reason)}
          {reasonInWords(reason) !== reason ? <code>{reason}</code> : null}
        </span>
      ) : null}
    </span>
  );
}
