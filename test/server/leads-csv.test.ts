import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergedFields } from '../../guards/field-aliases';
import { csvCell } from '../../server/routes/leads-csv';
import { postJson, qualifiedLead } from './support/leads';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';

/**
 * The lead export (docs/rules.md): one column per field, the spec's alternate names merged into their field's
 * column, only a lead's own fields read, and a visitor's formula kept inert. Leads come in through the real
 * /post-lead and /ingest and go out through /api/leads.csv.
 */
let server: InjectedServer;
beforeAll(async () => {
  server = await startInjectedServer();
}, 60_000);
afterAll(async () => {
  await server.close();
});

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else {
      cell += char;
    }
  }
  return rows;
}

const marker = `csv-${randomUUID().slice(0, 8)}`;

async function exportRows(): Promise<Record<string, string>[]> {
  const response = await server.fetch('/api/leads.csv', {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(response.status).toBe(200);
  const [header, ...lines] = parseCsv(await response.text());
  expect(new Set(header).size).toBe(header!.length);
  return lines.map((cells) => Object.fromEntries(header!.map((name, index) => [name, cells[index] ?? ''])));
}

describe('the CSV export', () => {
  let header: string[];
  let rows: Record<string, string>[];
  const surveyEmail = `${marker}.survey@example.com`;
  const contactEmail = `${marker}.contact@example.com`;
  const snakeEmail = `${marker}.onepage@example.com`;

  beforeAll(async () => {
    // A survey lead (firstName, case_description), with a query field named like an Object method.
    // The query fields come from its landing URL, as the funnel takes them; postJson adds the trail of its walk.
    const landing = new URL('https://accidentclaims.example/survey/v4nv');
    landing.searchParams.set('constructor', 'from-the-url');
    landing.searchParams.set('utm_campaign', 'spring;=HYPERLINK("x")');
    landing.searchParams.set('utm_content', ' \uFF1DHYPERLINK("x")');
    const survey = qualifiedLead({
      email: surveyEmail,
      lastName: '=HYPERLINK("x")',
      landing_page_url: landing.href,
    });
    expect((await postJson(server, survey)).status).toBe(202);
    // A one-page lead (first_name, last_name), walked through VW3, the funnel that sends the names so.
    const onePage = qualifiedLead({
      landing_page_url: 'https://accidentclaims.example/survey/vw',
      email: snakeEmail,
      firstName: undefined,
      lastName: undefined,
      first_name: 'Ana',
      last_name: 'Ruiz',
    });
    expect((await postJson(server, onePage)).status).toBe(202);
    // A contact-form lead (first_name, last_name, message, type_of_accident).
    const contact = await server.fetch('/ingest', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        lead_id: randomUUID(),
        type_of_accident: 'Truck Accident',
        first_name: 'Dana',
        last_name: 'Whitfield',
        email: contactEmail,
        phone: '(713) 555-0147',
        message: 'A truck ran a red light, and hit my car on Main Street.',
      }),
    });
    expect(contact.status).toBe(202);
    const response = await server.fetch('/api/leads.csv', {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    header = parseCsv(await response.text())[0]!;
    rows = await exportRows();
  });

  const rowOf = (email: string) => rows.find((row) => row.email === email)!;

  it('has one column for each field: no first_name, last_name, message or type_of_accident beside their fields', () => {
    for (const alternate of ['first_name', 'last_name', 'message', 'type_of_accident', 'case_Type']) {
      expect(header).not.toContain(alternate);
    }
    expect(header).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'case_description', 'accident_type']),
    );
  });

  it('puts each lead’s value in its field’s column, whichever name the lead was sent under', () => {
    expect(rowOf(surveyEmail)).toMatchObject({
      firstName: 'Maria',
      case_description: 'A truck hit my car yesterday',
    });
    expect(rowOf(snakeEmail)).toMatchObject({ firstName: 'Ana', lastName: 'Ruiz' });
    expect(rowOf(contactEmail)).toMatchObject({
      firstName: 'Dana',
      lastName: 'Whitfield',
      case_description: 'A truck ran a red light, and hit my car on Main Street.',
      accident_type: 'Truck Accident',
    });
  });

  it('reads a lead’s own fields only: a lead without `constructor` has an empty cell, not a function', () => {
    expect(header).toContain('constructor');
    expect(rowOf(surveyEmail).constructor).toBe('from-the-url');
    expect(rowOf(contactEmail).constructor).toBe('');
    expect(rowOf(snakeEmail).constructor).toBe('');
  });

  it('keeps a visitor’s formula inert', () => {
    expect(rowOf(surveyEmail)).toMatchObject({
      lastName: '\'=HYPERLINK("x")',
      utm_campaign: '\'spring;=HYPERLINK("x")',
      utm_content: '\' \uFF1DHYPERLINK("x")',
    });
  });
});

describe('mergedFields', () => {
  it.each([
    [{ firstName: 'A', first_name: 'B' }, 'A'],
    [{ first_name: 'B', firstName: 'A' }, 'A'],
    [{ firstName: '', first_name: 'B' }, 'B'],
    [{ first_name: 'B' }, 'B'],
  ])('%j → firstName %s', (lead, value) => {
    expect(Object.fromEntries(mergedFields(lead))).toEqual({ firstName: value });
  });
});

/**
 * OWASP's CSV-injection cases: a cell that would start a formula, at its start or after a separator a spreadsheet
 * may split at, is shown as text; any other cell keeps its value.
 */
describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', '"\'\r=1+1"'],
    [' =1+1', "' =1+1"],
    ['   @SUM(A1)', "'   @SUM(A1)"],
    ['\u00a0=1+1', "'\u00a0=1+1"],
    ['\u3000+1', "'\u3000+1"],
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['\uFF0B1', "'\uFF0B1"],
    ['\uFF0D1', "'\uFF0D1"],
    ['\uFF20SUM(A1)', "'\uFF20SUM(A1)"],
    ['Lopez;=HYPERLINK("x")', '"\'Lopez;=HYPERLINK(""x"")"'],
    ['Lopez,=1+1', '"\'Lopez,=1+1"'],
    ['Lopez; -1', '"\'Lopez; -1"'],
    ['Lopez;\uFF1D1+1', '"\'Lopez;\uFF1D1+1"'],
    ['Lopez;Ruiz', '"Lopez;Ruiz"'],
    ['Lopez, Ruiz', '"Lopez, Ruiz"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['Jo-Ann', 'Jo-Ann'],
    ['maria@example.com', 'maria@example.com'],
    ['1+1=2', '1+1=2'],
    ['(713) 555-0147', '(713) 555-0147'],
    ['', ''],
  ])('%j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});
