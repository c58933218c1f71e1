import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../data-table';
import { when } from '../types';
import { useApi } from '../use-api';

interface AuditEntry {
  id: string;
  at: string;
  operator: string;
  action: string;
  subject: string;
}

const columns: ColumnDef<AuditEntry, unknown>[] = [
  { id: 'at', header: 'When', cell: ({ row }) => when(row.original.at) },
  { id: 'operator', header: 'Operator', cell: ({ row }) => row.original.operator },
  { id: 'action', header: 'Action', cell: ({ row }) => row.original.action },
  { id: 'subject', header: 'Subject', cell: ({ row }) => row.original.subject },
];

export function AuditPage() {
  const { data, error } = useApi<{ entries: AuditEntry[] }>('/api/audit-log?limit=200');
  return (
    <>
      <h1>Audit log</h1>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <DataTable
        caption="Sign-ins, exports, retries and privacy actions, newest first"
        rows={data?.entries ?? []}
        columns={columns}
      />
    </>
  );
}
