import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../guards/lead-normalization';
import { qualifiedLead } from './support/leads';
import { ENGINES, type TestDatabase } from './support/test-databases';
import { readStoredLead, startInjectedServer, type InjectedServer } from './support/test-server';

/**
 * A field whose value is JSON nested thousands of levels deep (`[[[…]]]`): the body parses, but serialising it
 * back with plain recursion overflows the stack. Whatever a field holds, the lead is stored and the problem listed.
 */
const LEVELS = 6000;
const deeplyNested = `${'['.repeat(LEVELS)}"x"${']'.repeat(LEVELS)}`;
const deepObject = `${'{"a":'.repeat(LEVELS)}1${'}'.repeat(LEVELS)}`;

describe.each(ENGINES)('a lead with a deeply nested value on $name', (engine) => {
  let database: TestDatabase;
  let server: InjectedServer;

  beforeAll(async () => {
    database = await engine.create();
    server = await startInjectedServer({ databaseUrl: database.url });
  });

  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  /** The lead as JSON text with one field's value spliced in raw, since the test's own stringify would overflow. */
  function bodyWith(lead: Record<string, unknown>, field: string, rawValue: string): string {
    return `${JSON.stringify(lead).slice(0, -1)},"${field}":${rawValue}}`;
  }

  it.each([
    ['/post-lead', 'case_description', deeplyNested],
    ['/ticket-lead', 'utm_source', deepObject],
    ['/ingest', 'message', deeplyNested],
  ])('%s stores it, the field kept as capped text and its problem listed', async (path, field, raw) => {
    const lead = qualifiedLead({ lead_id: randomUUID() });
    const body = bodyWith(lead, field, raw);
    expect(body.length).toBeGreaterThan(LEVELS * 2);

    const response = await server.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

    expect(response.status).toBe(202);
    const stored = await readStoredLead(server, lead.lead_id as string);
    const kept = stored.lead[field] ?? '';
    expect(kept.startsWith(raw.slice(0, MAX_JSON_DEPTH))).toBe(true);
    expect(kept.length).toBeLessThan(raw.length);
    expect(stored.validation_issues).toContainEqual({
      field,
      message: `Nested deeper than ${MAX_JSON_DEPTH} levels: stored as JSON, cut at that depth`,
    });
    expect(stored.lead.email).toBe(lead.email);
  });
});
