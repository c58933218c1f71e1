import type { ColumnDef } from '@tanstack/react-table';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '../data-table';
import { auditLogCall } from '../../../services/api/audit-log/audit-log-call';
import { AUDIT_ACTIONS } from '../../../services/api/audit-log/audit-log-actions';
import { formText } from '../form-text';
import { when, type AuditEntry } from '../types';
import { useCall } from '../use-call';

const columns: ColumnDef<AuditEntry, unknown>[] = [
  { id: 'at', header: 'When', cell: ({ row }) => when(row.original.at) },
  { id: 'operator', header: 'Who', cell: ({ row }) => row.original.operator || '(unknown)' },
  { id: 'role', header: 'Role', cell: ({ row }) => row.original.role },
  { id: 'address', header: 'Address', cell: ({ row }) => row.original.address },
  { id: 'action', header: 'Action', cell: ({ row }) => row.original.action },
  { id: 'subject', header: 'Subject', cell: ({ row }) => row.original.subject },
];

const FILTERS = ['operator', 'action', 'subject'] as const;

/** Who did what, filtered by account or key, by action, or by what was touched (a lead id): the filters are in the URL. */
export function AuditPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((name) => [name, searchParams.get(name) ?? '']));
  const { data, error } = useCall(auditLogCall, { query: { limit: '200', ...filters } });
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = formText(form, name).trim();
      if (value) next.set(name, value);
    }
    setSearchParams(next);
  };
  return (
    <>
      <h1>Audit log</h1>
      <form className="filters" onSubmit={filter} aria-label="Filter the audit log">
        <label>
          Who
          <input name="operator" defaultValue={filters.operator} placeholder="e-mail or key:name" />
        </label>
        <label>
          Action
          <select name="action" defaultValue={filters.action}>
            <option value="">Any</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action}>{action}</option>
            ))}
          </select>
        </label>
        <label>
          Subject
          <input name="subject" defaultValue={filters.subject} placeholder="a lead id" />
        </label>
        <button type="submit">Filter</button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <DataTable
        caption="Sign-ins, failures and locks, key uses, lead views, exports, retries, privacy actions and account changes, newest first"
        rows={data?.entries ?? []}
        columns={columns}
      />
    </>
  );
}
