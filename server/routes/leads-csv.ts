import { canonicalField, mergedFields } from '../../guards/field-aliases';
import { LEAD_FIELDS } from '../../guards/lead-fields';
import type { StoredLead } from '../../services/api/leads/leads-contract';
import type { LeadConsoleQueries, LeadListFilter } from '../storage/lead-console-queries';

/** Leads read per query while exporting: enough to keep queries few, small enough to keep memory flat. */
const BATCH = 500;

/** The stored record's own columns, before the lead's fields. */
const RECORD_COLUMNS = [
  'id',
  'source',
  'received_at',
  'review',
  'validation_issues',
  'duplicate_of',
] as const;

/**
 * A cell's start, or the start of any piece a spreadsheet may split it into (at `,`, or `;` where the locale lists
 * with semicolons), that a spreadsheet would run as a formula: `=`, `+`, `-`, `@`, their full-width forms (which
 * some spreadsheets read as the ASCII ones), tab or CR, after any spaces.
 */
const FORMULA_START = /(?:^|[,;])\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/;

/**
 * OWASP's advice on CSV injection: a visitor's answer must never become a formula on an operator's machine. A cell
 * that starts a formula anywhere gets a leading quote, which spreadsheets show as text, and every cell holding a
 * separator (`,` or `;`), a quote or a line break is quoted whole (RFC 4180), so a semicolon locale keeps it one
 * cell with its leading quote.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

async function* pages(queries: LeadConsoleQueries, filter: Omit<LeadListFilter, 'limit' | 'before'>) {
  let before: string | undefined;
  do {
    const page = await queries.listLeads({ ...filter, limit: BATCH, before });
    yield page.leads;
    before = page.next_cursor ?? undefined;
  } while (before);
}

/** Catalogued fields in the catalogue's order, then every other field in the order first seen. */
function orderFields(seen: Set<string>): string[] {
  const catalogued = [...new Set(Object.keys(LEAD_FIELDS).map(canonicalField))].filter((field) =>
    seen.has(field),
  );
  return [...new Set([...catalogued, ...seen])];
}

function recordCells(lead: StoredLead): string[] {
  return [
    lead.id,
    lead.source,
    lead.received_at,
    lead.review ? 'yes' : 'no',
    lead.validation_issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '),
    lead.duplicate_of ?? '',
  ];
}

/**
 * The filtered leads as CSV, one line per lead, with one column for every field any of them has, under the spec's
 * own name (an alternate spelling, first_name or message, shares its field's column: guards/field-aliases.ts). The
 * leads are read twice, a batch at a time: once for the set of field names (the header must come first), then
 * for the lines, so an export of any size streams in constant memory.
 */
export async function* leadsCsv(
  queries: LeadConsoleQueries,
  filter: Omit<LeadListFilter, 'limit' | 'before'>,
): AsyncGenerator<string> {
  const seen = new Set<string>();
  for await (const leads of pages(queries, filter)) {
    for (const lead of leads) for (const field of Object.keys(lead.lead)) seen.add(canonicalField(field));
  }
  const fields = orderFields(seen).filter((field) => field !== 'lead_id');
  yield csvLine([...RECORD_COLUMNS, ...fields]);
  for await (const leads of pages(queries, filter)) {
    yield leads
      .map((lead) => {
        const values = mergedFields(lead.lead);
        return csvLine([...recordCells(lead), ...fields.map((field) => values.get(field) ?? '')]);
      })
      .join('');
  }
}
