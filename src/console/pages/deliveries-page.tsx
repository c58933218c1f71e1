import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api, queryOf } from '../api';
import { DataTable } from '../data-table';
import { DELIVERY_STATUSES, when, type Delivery } from '../types';
import { useApi } from '../use-api';

interface DeliveryPage {
  deliveries: Delivery[];
  next_cursor: string | null;
}

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

/** Dead and rejected deliveries first, to retry one by one or all at once; then every delivery, by status. */
export function DeliveriesPage() {
  const dead = useApi<DeliveryPage>('/api/deliveries?status=dead&limit=200');
  const rejected = useApi<DeliveryPage>('/api/deliveries?status=rejected&limit=200');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [message, setMessage] = useState<string>();
  const [status, setStatus] = useState('');
  const [cursors, setCursors] = useState<string[]>([]);
  const all = useApi<DeliveryPage>(
    `/api/deliveries${queryOf({ status, cursor: cursors.at(-1), limit: '50' })}`,
  );
  const failed = [...(dead.data?.deliveries ?? []), ...(rejected.data?.deliveries ?? [])];

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const retry = async (ids: string[]) => {
    const results = await Promise.allSettled(
      ids.map((id) => api(`/api/deliveries/${encodeURIComponent(id)}/retry`, { method: 'POST' })),
    );
    const failures = results.filter((result) => result.status === 'rejected').length;
    setMessage(`${ids.length - failures} queued again${failures ? `, ${failures} refused` : ''}.`);
    setSelected(new Set());
    dead.reload();
    rejected.reload();
    all.reload();
  };
  const failedColumns: ColumnDef<Delivery, unknown>[] = [
    {
      id: 'pick',
      header: 'Pick',
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
      {message && <p role="status">{message}</p>}
      <DataTable caption="Dead and rejected deliveries" rows={failed} columns={failedColumns} empty="None." />

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
      <DataTable caption="Deliveries, newest first" rows={all.data?.deliveries ?? []} columns={baseColumns} />
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
