import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcToday } from '../../server/clock';
import { readConfig } from '../../server/config';
import type { FunnelLeadInput } from '../../server/funnel-lead';
import { createLeadIntake } from '../../server/lead-intake';
import { startLeadThreads, type LeadThreads } from '../../server/lead-threads';
import { createProviders } from '../../server/providers';
import { createDatabase, type LeadDatabase } from '../../server/storage/database';
import { createLeadStore } from '../../server/storage/lead-store';
import { migrateToLatest } from '../../server/storage/migrator';
import {
  browserPost,
  describeWalk,
  everyHonestWalk,
  leadBody,
  type BrowserPost,
  type HonestWalk,
} from './forge/honest-walks';
import { postLead, readLead } from './forge/ways-in';
import { qualifiedLead } from './support/leads';
import { startStandIn } from './support/stand-in-server';
import { withTrail } from './support/trails';
import { ADMIN_TOKEN, startInjectedServer, tickingClock, type InjectedServer } from './support/test-server';

/**
 * The lead threads (server/lead-threads.ts) make a funnel lead with the very function the event loop runs
 * (server/funnel-lead.ts): the same walks posted to a server with a thread and to one without store the same
 * leads, field for field, with the same sources, claims and consent receipt. A thread that stops costs no lead.
 */

const asAdmin = { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } };

async function leadsMade(server: InjectedServer): Promise<Record<string, number>> {
  const text = await (await server.fetch('/metrics', asAdmin)).text();
  const made: Record<string, number> = {};
  for (const [, where, count] of text.matchAll(/^leads_made_total\{where="(\w+)"\} (\d+)$/gm)) {
    made[where!] = Number(count);
  }
  return made;
}

async function receiptDigest(server: InjectedServer, id: string): Promise<string> {
  const answer = await server.fetch(`/api/leads/${id}/consent-receipt`, asAdmin);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { digest: string }).digest;
}

describe('a funnel lead made on a lead thread', () => {
  let onThread: InjectedServer;
  let onEventLoop: InjectedServer;
  let walks: { walk: HonestWalk; post: BrowserPost }[];

  beforeAll(async () => {
    // The same clock on both, read the same number of times: the leads' times match too.
    [onThread, onEventLoop] = await Promise.all([
      startInjectedServer({ leadThreads: 1 }, {}, tickingClock()),
      startInjectedServer({ leadThreads: 0 }, {}, tickingClock()),
    ]);
    walks = [];
    for (const walk of await everyHonestWalk()) {
      const post = await browserPost(walk, { person: walks.length + 1 });
      if (post && post.route !== '/ingest') walks.push({ walk, post });
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all([onThread?.close(), onEventLoop?.close()]);
  });

  it('is stored as the event loop stores it, on every variant', async () => {
    expect(walks.length).toBeGreaterThan(10);
    for (const { walk, post } of walks) {
      const body = leadBody(post);
      const threaded = await readLead(onThread, await postLead(onThread, post.route, body));
      const looped = await readLead(onEventLoop, await postLead(onEventLoop, post.route, body));
      expect(threaded, describeWalk(walk)).toEqual(looped);
      expect(await receiptDigest(onThread, threaded.id)).toBe(await receiptDigest(onEventLoop, looped.id));
    }
    // Every one of them was made on the thread, none on the event loop instead.
    expect(await leadsMade(onThread)).toEqual({ lead_thread: walks.length });
    expect(await leadsMade(onEventLoop)).toEqual({ event_loop: walks.length });
  }, 120_000);

  it('refuses what the event loop refuses, with the same answer, and stores nothing', async () => {
    const { lead_id: _none, ...withoutId } = await withTrail(qualifiedLead());
    const bodies: [string, string][] = [
      ['no lead_id', JSON.stringify(withoutId)],
      [
        'no e-mail and no phone',
        JSON.stringify(await withTrail(qualifiedLead({ email: '', phone: undefined }))),
      ],
      ['an array', '[1, 2]'],
      ['broken JSON', '{"lead_id": "d0c1e2f3-a4b5-4c6d-8e7f-8091a2b3c4d5", "email": '],
      ['an empty body', ''],
      ['a prototype key', `{"lead_id": "${randomUUID()}", "__proto__": {"admin": true}}`],
    ];
    const before = await leadsMade(onThread);
    for (const [name, body] of bodies) {
      for (const type of ['application/json', 'text/plain']) {
        const post = (server: InjectedServer) =>
          server.fetch('/post-lead', { method: 'POST', headers: { 'content-type': type }, body });
        const [threaded, looped] = await Promise.all([post(onThread), post(onEventLoop)]);
        expect(threaded.status, `${name} as ${type}`).toBe(400);
        expect(await threaded.json(), `${name} as ${type}`).toEqual(await looped.json());
      }
    }
    expect(await leadsMade(onThread)).toEqual(before);
  });

  it('is sms_verified only for the phone the server approved for it', async () => {
    const approve = async (leadId: string) => {
      const sent = await onThread.fetch('/two-step-verification/send', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '7135550188', lead_id: leadId }),
      });
      expect(sent.status).toBe(200);
      const outbox = (await (await onThread.fetch('/api/sms-outbox', asAdmin)).json()) as {
        messages: { phone: string; body: string }[];
      };
      const code = /\b(\d{6})\b/.exec(outbox.messages.find((m) => m.phone === '+17135550188')!.body)![1];
      const checked = await onThread.fetch('/two-step-verification/code', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '7135550188', lead_id: leadId, code }),
      });
      expect(await checked.json()).toEqual({ status: 'approved' });
    };
    const leadId = randomUUID();
    await approve(leadId);

    const verified = await withTrail(qualifiedLead({ lead_id: leadId, phone: '7135550188' }));
    expect(
      (await readLead(onThread, await postLead(onThread, '/post-lead', verified))).lead.sms_verified,
    ).toBe('yes');

    // The event loop reads the approvals by the lead id the body's text seems to name; a body whose text names it
    // otherwise (escaped, or another id first and its own last) is still judged by its own id's approvals.
    const postedText = async (text: string) => {
      const answer = await onThread.fetch('/post-lead', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      });
      expect(answer.status).toBe(202);
      return readLead(onThread, ((await answer.json()) as { id: string }).id);
    };
    // Each its own person: the same payload again within a minute would be answered as a repeat of the first.
    const lead = (leadId: string, email: string) =>
      withTrail(qualifiedLead({ lead_id: leadId, phone: '7135550188', email }));
    const escaped = await lead(randomUUID(), 'escaped@example.com');
    await approve(escaped.lead_id as string);
    const escapedText = JSON.stringify(escaped).replace('"lead_id"', '"lead\\u005fid"');
    expect(escapedText).not.toContain('"lead_id"');
    expect((await postedText(escapedText)).lead.sms_verified).toBe('yes');
    const namedLast = randomUUID();
    const { lead_id: _namedLast, ...rest } = await lead(namedLast, 'named-twice@example.com');
    await approve(namedLast);
    const namedTwice = `{"lead_id":"${randomUUID()}",${JSON.stringify(rest).slice(1, -1)},"lead_id":"${namedLast}"}`;
    const judged = await postedText(namedTwice);
    expect(judged.id).toBe(namedLast);
    expect(judged.lead.sms_verified).toBe('yes');

    const other = await withTrail(qualifiedLead({ phone: '7135550188', sms_verified: 'yes' }));
    const stored = await readLead(onThread, await postLead(onThread, '/post-lead', other));
    expect(stored.lead.sms_verified).toBe('no');
    expect(stored.claimed).toMatchObject({ sms_verified: 'yes' });
  });
});

describe("a lead thread's own outside checks", () => {
  it('fall back to the embedded data when the zip service fails, and the server logs it', async () => {
    const standIn = await startStandIn(() => ({ status: 503 }));
    const server = await startInjectedServer({
      leadThreads: 1,
      providers: { ...readConfig({}).providers, zipServiceUrl: `${standIn.baseUrl}/zip` },
    });
    try {
      const lead = await withTrail(qualifiedLead({ zip_code: '77002' }));
      const stored = await readLead(server, await postLead(server, '/post-lead', lead));
      // The thread asked the zip service itself, and the embedded data answered for it.
      expect(standIn.requests.some((request) => request.url.includes('77002'))).toBe(true);
      expect(stored.lead).toMatchObject({ city: 'Houston', state: 'TX' });
      expect(stored.sources).toMatchObject({ city: 'server', state: 'server' });
      expect(server.logs()).toMatch(/"provider":"zip".*provider failed/);
      expect(await leadsMade(server)).toEqual({ lead_thread: 1 });
    } finally {
      await server.close();
      await standIn.close();
    }
  }, 60_000);
});

describe('a lead thread that stops', () => {
  let database: LeadDatabase;
  let threads: LeadThreads;

  beforeAll(async () => {
    database = createDatabase('sqlite::memory:');
    await migrateToLatest(database);
    threads = startLeadThreads({ count: 1, providers: readConfig({}).providers, log: () => undefined });
  });

  afterAll(async () => {
    await threads.close();
    await database.destroy();
  });

  it('rejects the leads it had in hand, and the next lead starts another thread', async () => {
    const clock = tickingClock();
    const input = async (): Promise<FunnelLeadInput> => {
      const fields = (await withTrail(qualifiedLead())) as Record<string, unknown>;
      const { trail, ...rest } = fields;
      return {
        source: 'post-lead',
        fields: rest as Record<string, string>,
        trail,
        issues: [],
        arrival: { ip: '203.0.113.7', userAgent: 'test', cookie: undefined },
        receivedAt: clock().toISOString(),
        today: utcToday(clock),
        dateOfBirthStates: [],
        approvedPhoneKeys: [],
        stateLaw: 'spec',
        deadlineMs: 1000,
      };
    };
    const inHand = threads.make(await input());
    await threads.crashForTest();
    await expect(inHand).rejects.toThrow();
    const made = await threads.make(await input());
    expect(made.lead.lead.lead_is_qualified).toBe('yes');
    expect(made.made.row.id).toBe(made.lead.id);
  }, 60_000);

  it('answers with the same stored lead as the event loop: claims, sources, trail and issues read from its row', async () => {
    const intakeOn = async (threadsOrNone: LeadThreads | undefined) => {
      const ownDatabase = createDatabase('sqlite::memory:');
      await migrateToLatest(ownDatabase);
      const intake = createLeadIntake({
        store: createLeadStore(ownDatabase),
        providers: createProviders(readConfig({}).providers, {
          database: ownDatabase,
          clock: tickingClock(),
          log: { warn: () => undefined, info: () => undefined },
        }),
        clock: tickingClock(),
        providerDeadlineMs: 1000,
        leadPlatform: readConfig({}).ingestLeadPlatform,
        threads: threadsOrNone,
      });
      return { intake, close: () => ownDatabase.destroy() };
    };
    const { trail, ...fields } = (await withTrail(qualifiedLead())) as Record<string, unknown>;
    const body = {
      fields: fields as Record<string, string>,
      trail,
      issues: [{ field: 'phone', message: 'Not a phone number' }],
      refusals: [],
    };
    const arrival = { ip: '203.0.113.7', userAgent: 'test', cookie: undefined };
    const [withThread, withoutThread] = await Promise.all([intakeOn(threads), intakeOn(undefined)]);
    try {
      const onThread = (await withThread.intake['/post-lead'](body, arrival)).stored;
      const onEventLoop = (await withoutThread.intake['/post-lead'](body, arrival)).stored;
      expect(Object.keys(onThread.sources).length).toBeGreaterThan(10);
      expect(onThread.trail.length).toBeGreaterThan(3);
      expect(onThread.validation_issues).toEqual(body.issues);
      expect({ ...onThread }).toEqual({ ...onEventLoop });
    } finally {
      await Promise.all([withThread.close(), withoutThread.close()]);
    }
  });

  it('costs no lead: the intake makes it on the event loop instead', async () => {
    const made: string[] = [];
    const intake = createLeadIntake({
      store: createLeadStore(database),
      providers: createProviders(readConfig({}).providers, {
        database,
        clock: tickingClock(),
        log: { warn: () => undefined, info: () => undefined },
      }),
      clock: tickingClock(),
      providerDeadlineMs: 1000,
      leadPlatform: readConfig({}).ingestLeadPlatform,
      threads: { ...threads, make: () => Promise.reject(new Error('a lead thread stopped (exit 1)')) },
      onMade: (where) => made.push(where),
    });
    const { trail, ...fields } = (await withTrail(qualifiedLead())) as Record<string, unknown>;
    const { stored, created } = await intake['/post-lead'](
      { fields: fields as Record<string, string>, trail, issues: [], refusals: [] },
      { ip: '203.0.113.7', userAgent: 'test', cookie: undefined },
    );
    expect(created).toBe(true);
    expect(stored.lead.lead_is_qualified).toBe('yes');
    expect(made).toEqual(['event_loop']);
  });
});
