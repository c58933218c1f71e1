import type { ColumnDef, ColumnFiltersState, Updater } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { VARIANT_IDS } from '../../../variants/index';
import { queryOf } from '../api';
import { DataTable } from '../data-table';
import { DELIVERY_STATUSES, when, type LeadPage, type StoredLead } from '../types';
import { useApi } from '../use-api';
import { formText } from '../form-text';
import { LeadTrends } from '../lead-trends';

/** Every filter of GET /api/leads the page offers, each a column filter of the table and a URL parameter. */
const FILTERS = [
  'from',
  'to',
  'source',
  'variant',
  'qualified',
  'review',
  'duplicate',
  'delivery',
  'search',
] as const;
type Filter = (typeof FILTERS)[number];

const CHOICES: Partial<Record<Filter, readonly string[]>> = {
  source: ['post-lead', 'ingest'],
  variant: VARIANT_IDS,
  qualified: ['yes', 'no'],
  review: ['yes', 'no'],
  duplicate: ['yes', 'no'],
  delivery: DELIVERY_STATUSES,
};

const LABELS: Record<Filter, string> = {
  from: 'From (date)',
  to: 'Before (date)',
  source: 'Source',
  variant: 'Variant',
  qualified: 'Qualified',
  review: 'Needs review',
  duplicate: 'Duplicate',
  delivery: 'A delivery is',
  search: 'E-mail or phone',
};

const columns: ColumnDef<StoredLead, unknown>[] = [
  {
    id: 'received',
    header: 'Received',
    cell: ({ row }) => <Link to={`/leads/${row.original.id}`}>{when(row.original.received_at)}</Link>,
  },
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => {
      const lead = row.original.lead;
      return `${lead.firstName ?? lead.first_name ?? ''} ${lead.lastName ?? lead.last_name ?? ''}`.trim();
    },
  },
  { id: 'email', header: 'E-mail', cell: ({ row }) => row.original.lead.email ?? '' },
  { id: 'phone', header: 'Phone', cell: ({ row }) => row.original.lead.phone ?? '' },
  { id: 'source', header: 'Source', cell: ({ row }) => row.original.source },
  { id: 'qualified', header: 'Qualified', cell: ({ row }) => row.original.lead.lead_is_qualified ?? '' },
  { id: 'dq_reason', header: 'Why not', cell: ({ row }) => row.original.lead.dq_reason ?? '' },
  { id: 'review', header: 'Review', cell: ({ row }) => (row.original.review ? 'yes' : '') },
  {
    id: 'duplicate',
    header: 'Duplicate of',
    // The first lead's id, short; its page links it. One link per row: the received time.
    cell: ({ row }) => (row.original.duplicate_of ? `${row.original.duplicate_of.slice(0, 8)}…` : ''),
  },
];

export function LeadsPage() {
  const [params, setParams] = useSearchParams();
  // The cursors of the pages before this one, so "Previous" goes back without the server keeping state.
  const [previous, setPrevious] = useState<string[]>([]);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? undefined]));
  const before = params.get('before') ?? undefined;
  const path = `/api/leads${queryOf({ ...filters, before, limit: '50' })}`;
  const { data, error, loading } = useApi<LeadPage>(path);
  const columnFilters: ColumnFiltersState = useMemo(
    () => FILTERS.filter((name) => params.get(name)).map((name) => ({ id: name, value: params.get(name) })),
    [params],
  );
  const setColumnFilters = (updater: Updater<ColumnFiltersState>) => {
    const next = typeof updater === 'function' ? updater(columnFilters) : updater;
    const query = new URLSearchParams();
    for (const filter of next)
      if (typeof filter.value === 'string' && filter.value) query.set(filter.id, filter.value);
    setPrevious([]);
    setParams(query);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setColumnFilters(FILTERS.map((name) => ({ id: name, value: formText(form, name).trim() })));
  };
  const page = (cursor: string | undefined, back: string[]) => {
    const query = new URLSearchParams(params);
    if (cursor) query.set('before', cursor);
    else query.delete('before');
    setPrevious(back);
    setParams(query);
  };
  const exportQuery = queryOf(filters);

  return (
    <>
      <h1>Leads</h1>
      <LeadTrends />
      <form className="filters" onSubmit={submit} key={params.toString()}>
        {FILTERS.map((name) => (
          <label key={name}>
            {LABELS[name]}
            {CHOICES[name] ? (
              <select name={name} defaultValue={params.get(name) ?? ''}>
                <option value="">any</option>
                {CHOICES[name].map((choice) => (
                  <option key={choice}>{choice}</option>
                ))}
              </select>
            ) : (
              <input
                name={name}
                type={name === 'search' ? 'search' : 'date'}
                defaultValue={params.get(name) ?? ''}
              />
            )}
          </label>
        ))}
        <div className="actions">
          <button type="submit">Filter</button>
          <a className="button secondary" href={`/api/leads.csv${exportQuery}`} download>
            Export CSV
          </a>
        </div>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <DataTable
        caption={loading ? 'Leads (loading…)' : 'Leads, newest first'}
        rows={data?.leads ?? []}
        columns={columns}
        columnFilters={columnFilters}
        onColumnFiltersChange={setColumnFilters}
        empty="No lead matches these filters."
      />
      <nav className="pager" aria-label="Pages of leads">
        <button
          type="button"
          disabled={previous.length === 0 && !before}
          onClick={() => page(previous.at(-1), previous.slice(0, -1))}
        >
          Previous
        </button>
        <button
          type="button"
          disabled={!data?.next_cursor}
          onClick={() => page(data?.next_cursor ?? undefined, before ? [...previous, before] : previous)}
        >
          Next
        </button>
      </nav>
    </>
  );
}
