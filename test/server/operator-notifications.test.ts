import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryFile } from '../../server/delivery/destinations';
import type { StoredNotification } from '../../server/storage/notification-store';
import { testDeliverySettings } from './support/deliveries';
import { postJson, qualifiedLead } from './support/leads';
import { startSmtpStandIn, type SmtpStandIn } from './support/smtp-stand-in';
import { startStandIn, type StandIn, type StandInHandler } from './support/stand-in-server';
import { ADMIN_TOKEN, startTestServer, type TestServer } from './support/test-server';
import { readConfig, type ServerConfig } from '../../server/config';

const OUTCOME_WAIT = { timeout: 15_000, interval: 50 };

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

async function standIn(handler: StandInHandler): Promise<StandIn> {
  const started = await startStandIn(handler);
  closers.push(() => started.close());
  return started;
}

async function smtp(): Promise<SmtpStandIn> {
  const started = await startSmtpStandIn();
  closers.push(() => started.close());
  return started;
}

/** A server whose notifications go to a Slack stand-in and, when given, a mail stand-in. */
async function serverWith(options: {
  slack: StandIn;
  mail?: SmtpStandIn;
  delivery?: Partial<DeliveryFile> & Pick<DeliveryFile, 'destinations'>;
  queuedAlertSeconds?: number;
}): Promise<TestServer> {
  const defaults = readConfig({});
  const overrides: Partial<ServerConfig> = {
    providers: { ...defaults.providers, slackWebhookUrl: options.slack.baseUrl },
    notifications: {
      ...defaults.notifications,
      queuedAlertSeconds: options.queuedAlertSeconds ?? defaults.notifications.queuedAlertSeconds,
      email: options.mail
        ? { smtpUrl: options.mail.url, to: ['ops@example.com'], from: 'Leads <leads@example.com>' }
        : undefined,
    },
    delivery: options.delivery ? testDeliverySettings(options.delivery) : undefined,
  };
  const server = await startTestServer(overrides);
  closers.push(() => server.close());
  return server;
}

async function notifications(server: TestServer): Promise<StoredNotification[]> {
  const response = await fetch(`${server.baseUrl}/api/notifications`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  return ((await response.json()) as { notifications: StoredNotification[] }).notifications;
}

const slackTexts = (slack: StandIn) =>
  slack.requests.map((request) => JSON.parse(request.body).text as string);

describe('a new qualified lead', () => {
  it('is told once in Slack and by e-mail, by its id and offer, never the person, and listed', async () => {
    const slack = await standIn(() => ({ text: 'ok' }));
    const mail = await smtp();
    const server = await serverWith({ slack, mail });

    const lead = qualifiedLead({ oid: '81', affid: '1' });
    expect((await postJson(server, lead)).status).toBe(202);
    // The browser's re-send of the same lead_id stores nothing new, and tells nothing new.
    expect((await postJson(server, lead)).status).toBe(202);
    const disqualified = qualifiedLead({ with_Lawyer: 'Yes' });
    expect((await postJson(server, disqualified)).status).toBe(202);

    const [received] = await mail.received(1);
    await slack.receivedRequests(1);
    await vi.waitFor(async () => expect(await notifications(server)).toHaveLength(1), OUTCOME_WAIT);
    await server.close();

    const text = `New qualified lead ${String(lead.lead_id)} from post-lead (oid 81, affid 1).`;
    expect(slackTexts(slack)).toEqual([text]);
    expect(mail.mails).toHaveLength(1);
    expect(received!.to).toEqual(['ops@example.com']);
    expect(received!.from).toBe('leads@example.com');
    expect(received!.raw).toContain('Subject: New qualified lead');
    expect(received!.body.trim()).toBe(text);
    // The phone as digits, whole: a fragment such as its exchange could turn up by chance in the mail's random ids.
    const phoneDigits = String(lead.phone).replace(/\D/g, '');
    for (const personal of [lead.email, lead.firstName, lead.lastName, phoneDigits, String(lead.phone)]) {
      expect(received!.raw).not.toContain(String(personal));
      expect(slackTexts(slack)[0]).not.toContain(String(personal));
    }
  });

  it('is stored and listed when the mail server is down, with the channels that took it', async () => {
    const slack = await standIn(() => ({ text: 'ok' }));
    const mail = await smtp();
    await mail.close();
    const server = await serverWith({ slack, mail });
    const lead = qualifiedLead();
    expect((await postJson(server, lead)).status).toBe(202);
    await vi.waitFor(async () => {
      const [told] = await notifications(server);
      expect(told).toMatchObject({ kind: 'qualified-lead', delivered_to: 'slack' });
    }, OUTCOME_WAIT);
    expect(server.logs()).toContain('"provider":"email"');
  });
});

describe('deliveries backing up', () => {
  it('are told once when the oldest queued one passes the age, and once when they flow again', async () => {
    let buyerUp = false;
    const buyer = await standIn(() => ({ status: buyerUp ? 200 : 503 }));
    const slack = await standIn(() => ({ text: 'ok' }));
    const server = await serverWith({
      slack,
      queuedAlertSeconds: 1,
      delivery: {
        // Retried every 200 ms or so while the buyer is down, so the delivery stays queued.
        retry: { delaysMs: Array.from({ length: 50 }, () => 200) },
        destinations: [{ name: 'buyer', kind: 'form-webhook', url: buyer.baseUrl, send: 'all' }],
      },
    });
    expect((await postJson(server, qualifiedLead())).status).toBe(202);
    expect((await postJson(server, qualifiedLead())).status).toBe(202);

    await vi.waitFor(
      () =>
        expect(
          slackTexts(slack).some((text) => text.startsWith('Deliveries to "buyer" are backing up')),
        ).toBe(true),
      OUTCOME_WAIT,
    );
    buyerUp = true;
    await vi.waitFor(
      () =>
        expect(slackTexts(slack)).toContain(
          'Deliveries to "buyer" are flowing again: none has waited longer than 1 seconds.',
        ),
      OUTCOME_WAIT,
    );
    // Stored once Slack has answered: the stand-in saw it a moment before.
    await vi.waitFor(async () => {
      const kinds = (await notifications(server)).map((notification) => notification.kind);
      expect(kinds.filter((kind) => kind === 'deliveries-backed-up')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'deliveries-flowing')).toHaveLength(1);
    }, OUTCOME_WAIT);
  });
});

describe('a destination going dead', () => {
  it('is told once however many deliveries die, and once when it takes leads again', async () => {
    let buyerUp = false;
    const buyer = await standIn(() => ({ status: buyerUp ? 200 : 503 }));
    const slack = await standIn(() => ({ text: 'ok' }));
    const server = await serverWith({
      slack,
      delivery: {
        retry: { delaysMs: [50] },
        destinations: [{ name: 'buyer', kind: 'form-webhook', url: buyer.baseUrl, send: 'all' }],
      },
    });
    for (let i = 0; i < 3; i += 1) expect((await postJson(server, qualifiedLead())).status).toBe(202);
    await buyer.receivedRequests(6);
    await vi.waitFor(async () => {
      const dead = await fetch(`${server.baseUrl}/api/deliveries?status=dead`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      expect(((await dead.json()) as { deliveries: unknown[] }).deliveries).toHaveLength(3);
    }, OUTCOME_WAIT);

    buyerUp = true;
    expect((await postJson(server, qualifiedLead())).status).toBe(202);
    await vi.waitFor(
      () => expect(slackTexts(slack).some((text) => text.startsWith('"buyer" takes leads again'))).toBe(true),
      OUTCOME_WAIT,
    );
    await vi.waitFor(async () => {
      const kinds = (await notifications(server)).map((notification) => notification.kind);
      expect(kinds.filter((kind) => kind === 'destination-dead')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'destination-recovered')).toHaveLength(1);
    }, OUTCOME_WAIT);
    expect(slackTexts(slack)).toContain(
      'Deliveries to "buyer" went dead: a delivery ran out of retries and will not be sent again unless an operator retries it from the console\'s deliveries page.',
    );
  });
});
