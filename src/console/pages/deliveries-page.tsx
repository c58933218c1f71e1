import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ask, SignedOut } from '../api';
import { DataTable } from '../data-table';
import { DELIVERY_STATUSES, when, type Delivery } from '../types';
import { bulkRetryCall, deliveryListCall } from '../../../services/api/deliveries/deliveries-call';
import { useCall } from '../use-call';

const baseColumns: ColumnDef<Delivery, unknown>[] = [
  {
    id: 'lead',
    header: 'Lead',
    cell: ({ row }) => <Link to={`/leads/${row.original.lead_id}`}>{row.original.lead_id.slice(0, 8)}…</Link>,
  },
  { id: 'destination', header: 'Destination', cell: ({ row }) => row.original.destination },
  { id: 'status', header: 'Status', cell: ({ row }) => row.original.status },
  { id: 'outcome', header: 'Last outcome', cell: ({ row }) => row.original.outcome },
  { id: 'updated', header: 'Updated', cell: ({ row }) => when(row.original.updated_at) },
];

/**
 * Dead and rejected deliveries first, to pick and retry in one request (POST /api/deliveries/retry); then every
 * delivery, by status.
 */
export function DeliveriesPage() {
  const dead = useCall(deliveryListCall, { query: { status: 'dead', limit: '200' } });
  const rejected = useCall(deliveryListCall, { query: { status: 'rejected', limit: '200' } });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [message, setMessage] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [status, setStatus] = useState('');
  const [cursors, setCursors] = useState<string[]>([]);
  const all = useCall(deliveryListCall, { query: { status, cursor: cursors.at(-1), limit: '50' } });
  const failed = [...(dead.data?.deliveries ?? []), ...(rejected.data?.deliveries ?? [])];

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const retry = async (ids: string[]) => {
    setMessage(undefined);
    setFailure(undefined);
    try {
      // One request and one answer for the lot; the server audits each delivery it queues again.
      const answer = await ask(bulkRetryCall, { body: { ids } });
      const notSent = answer.refused.length + answer.missing.length;
      setMessage(
        `${answer.requeued} of ${ids.length} queued again${notSent ? `; ${notSent} could not be (already delivered, suppressed or gone)` : ''}.`,
      );
      setSelected(new Set());
    } catch (error) {
      if (!(error instanceof SignedOut))
        setFailure(error instanceof Error ? error.message : 'The retry failed');
    }
    dead.reload();
    rejected.reload();
    all.reload();
  };
  const everyFailedPicked = failed.length > 0 && failed.every((delivery) => selected.has(delivery.id));
  const failedColumns: ColumnDef<Delivery, unknown>[] = [
    {
      id: 'pick',
      header: () => (
        <input
          type="checkbox"
          aria-label="Pick every dead and rejected delivery"
          checked={everyFailedPicked}
          disabled={failed.length === 0}
          onChange={() => setSelected(everyFailedPicked ? new Set() : new Set(failed.map((d) => d.id)))}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={`Pick delivery ${row.original.id}`}
          checked={selected.has(row.original.id)}
          onChange={() => toggle(row.original.id)}
        />
      ),
    },
    ...baseColumns,
  ];

  return (
    <>
      <h1>Deliveries</h1>
      <h2>Dead and rejected</h2>
      <div className="actions">
        <button type="button" disabled={selected.size === 0} onClick={() => void retry([...selected])}>
          Retry picked ({selected.size})
        </button>
        <button
          type="button"
          disabled={failed.length === 0}
          onClick={() => void retry(failed.map((d) => d.id))}
        >
          Retry all {failed.length}
        </button>
      </div>
      <p role="status">{message}</p>
      {failure && (
        <p role="alert" className="error">
          {failure}
        </p>
      )}
      <DataTable
        caption="Dead and rejected deliveries"
        rows={failed}
        columns={failedColumns}
        empty="None."
        rowAttributes={(delivery) => ({ 'data-delivery-id': delivery.id })}
      />

      <h2>All deliveries</h2>
      <label className="inline">
        Status{' '}
        <select
          value={status}
          onChange={(event) => {
            setCursors([]);
            setStatus(event.target.value);
          }}
        >
          <option value="">any</option>
          {DELIVERY_STATUSES.map((choice) => (
            <option key={choice}>{choice}</option>
          ))}
        </select>
      </label>
      {all.error && (
        <p role="alert" className="error">
          {all.error}
        </p>
      )}
      <DataTable
        caption="Deliveries, newest first"
        rows={all.data?.deliveries ?? []}
        columns={baseColumns}
        rowAttributes={(delivery) => ({ 'data-delivery-id': delivery.id })}
      />
      <nav className="pager" aria-label="Pages of deliveries">
        <button
          type="button"
          disabled={cursors.length === 0}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          Previous
        </button>
        <button
          type="button"
          disabled={!all.data?.next_cursor}
          onClick={() => setCursors([...cursors, all.data!.next_cursor!])}
        >
          Next
        </button>
      </nav>
    </>
  );
}
