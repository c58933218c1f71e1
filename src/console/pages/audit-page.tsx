import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../data-table';
import { auditLogCall } from '../../../services/api/audit-log/audit-log-call';
import { when, type AuditEntry } from '../types';
import { useCall } from '../use-call';

const columns: ColumnDef<AuditEntry, unknown>[] = [
  { id: 'at', header: 'When', cell: ({ row }) => when(row.original.at) },
  { id: 'operator', header: 'Operator', cell: ({ row }) => row.original.operator },
  { id: 'action', header: 'Action', cell: ({ row }) => row.original.action },
  { id: 'subject', header: 'Subject', cell: ({ row }) => row.original.subject },
];

export function AuditPage() {
  const { data, error } = useCall(auditLogCall, { query: { limit: '200' } });
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
