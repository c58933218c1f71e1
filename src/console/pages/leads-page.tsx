import type { ColumnFiltersState, Updater } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VARIANT_IDS } from '../../../variants/index';
import { leadExportCall, leadListCall } from '../../../services/api/leads/leads-call';
import { urlOf } from '../api';
import { DataTable } from '../data-table';
import { LeadCards } from '../lead-cards';
import { LEAD_COLUMNS } from '../lead-columns';
import { DELIVERY_STATUSES } from '../types';
import { useCall } from '../use-call';
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
  source: ['post-lead', 'ingest', 'ticket'],
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

export function LeadsPage() {
  const [params, setParams] = useSearchParams();
  // The cursors of the pages before this one, so "Previous" goes back without the server keeping state.
  const [previous, setPrevious] = useState<string[]>([]);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? undefined])) as Record<
    Filter,
    string | undefined
  >;
  const before = params.get('before') ?? undefined;
  const { data, error, loading } = useCall(leadListCall, { query: { ...filters, before, limit: '50' } });
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

  const leads = data?.leads ?? [];
  const filtered = columnFilters.length > 0;
  const empty = filtered
    ? { title: 'No lead matches these filters.', hint: 'Widen the dates or clear a filter to see more.' }
    : {
        title: 'No leads yet.',
        hint: 'A lead shows here as soon as a visitor finishes a survey or a partner posts one.',
      };

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
          <a className="button secondary" href={urlOf(leadExportCall, { query: filters })} download>
            Export CSV
          </a>
        </div>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <div className="wide-only">
        <DataTable
          caption={loading ? 'Leads (loading…)' : 'Leads, newest first'}
          rows={leads}
          columns={LEAD_COLUMNS}
          columnFilters={columnFilters}
          onColumnFiltersChange={setColumnFilters}
          empty={empty.title}
          emptyHint={empty.hint}
          loading={loading && !data}
          rowAttributes={(lead) => ({ 'data-lead-id': lead.id })}
        />
      </div>
      <div className="narrow-only">
        <LeadCards leads={leads} loading={loading && !data} empty={empty} />
      </div>
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
