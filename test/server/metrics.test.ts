import { describe, expect, it } from 'vitest';
import { qualifiedLead } from './support/leads';
import { withTrail } from './support/trails';
import { ADMIN_TOKEN, startInjectedServer } from './support/test-server';

const asOperator = { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } };

function postLead(body: Record<string, unknown>, path = '/post-lead'): RequestInit & { path: string } {
  return {
    path,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

describe('GET /metrics', () => {
  it('counts leads by source and verdict, and times requests per route pattern', async () => {
    const server = await startInjectedServer();
    try {
      for (const { path, ...init } of [
        // A survey lead goes with the trail of the walk that gave its answers, as the funnel posts it.
        postLead(await withTrail(qualifiedLead())),
        postLead(await withTrail(qualifiedLead())),
        postLead(await withTrail(qualifiedLead({ with_Lawyer: 'Yes' }))),
        // A contact-form lead has no verdict, whatever its body claims: counted as none, as the console says.
        postLead(
          {
            firstName: 'Ana',
            lastName: 'Ruiz',
            email: 'ana.ruiz@example.com',
            phone: '7135550123',
            lead_is_qualified: 'yes',
          },
          '/ingest',
        ),
      ]) {
        expect((await server.fetch(path, init)).status).toBe(202);
      }
      await server.fetch('/api/leads/no-such-lead', asOperator);
      await server.fetch('/api/leads/another-missing-one', asOperator);

      const answer = await server.fetch('/metrics', asOperator);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      const text = await answer.text();
      expect(text).toContain('leads_stored{source="post-lead",verdict="qualified"} 2');
      expect(text).toContain('leads_stored{source="post-lead",verdict="disqualified"} 1');
      expect(text).toContain('leads_stored{source="ingest",verdict="none"} 1');
      expect(text).not.toMatch(/leads_stored\{source="ingest",verdict="(dis)?qualified"\}/);
      // A histogram per route pattern: both look-ups of a lead are counted under /api/leads/:id, no id in a label.
      expect(text).toContain(
        'http_request_duration_seconds_count{method="POST",route="/post-lead",status="202"} 3',
      );
      expect(text).toContain(
        'http_request_duration_seconds_count{method="GET",route="/api/leads/:id",status="404"} 2',
      );
      expect(text).toMatch(
        /http_request_duration_seconds_bucket\{le="0\.005",method="POST",route="\/post-lead",status="202"\} \d+/,
      );
      expect(text).not.toContain('no-such-lead');
      expect(text).toMatch(/process_memory_bytes\{kind="rss"\} \d+/);

      expect((await server.fetch('/metrics')).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
