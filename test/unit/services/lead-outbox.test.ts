// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  beaconHeldLeads,
  heldLeads,
  holdLead,
  isHeld,
  releaseLead,
  resendHeldLeads,
  watchHeldLeads,
} from '../../../services/lead-outbox';

const LEAD = { lead_id: 'b1d3c0de-0000-4000-8000-000000000001', email: 'maria@example.com' };
const OTHER = { lead_id: 'b1d3c0de-0000-4000-8000-000000000002', phone: '7135550182' };

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the lead outbox', () => {
  it('holds a lead once per call and lead_id, and releases it', () => {
    expect(holdLead('/post-lead', LEAD)).toBe(true);
    expect(holdLead('/post-lead', LEAD)).toBe(true);
    holdLead('/ingest', OTHER);

    expect(heldLeads().map((lead) => lead.path)).toEqual(['/post-lead', '/ingest']);
    releaseLead('/post-lead', LEAD);
    expect(isHeld('/post-lead', LEAD)).toBe(false);
    expect(isHeld('/ingest', OTHER)).toBe(true);
  });

  it('says so when this browser cannot keep anything', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(holdLead('/post-lead', LEAD)).toBe(false);
  });

  it('sends held leads again, releasing those stored and keeping the rest with a count of tries', async () => {
    holdLead('/post-lead', LEAD);
    holdLead('/ingest', OTHER);
    const sent: unknown[] = [];
    const fetchMock = vi.fn(async (request: Request) => {
      if (request.method === 'GET') return Response.json({ stored: false });
      sent.push(await request.clone().json());
      return request.url.endsWith('/post-lead')
        ? new Response('{}', { status: 202 })
        : new Response('', { status: 503 });
    });
    vi.stubGlobal('fetch', fetchMock);

    expect(await resendHeldLeads('http://site.test')).toBe(1);
    expect(fetchMock.mock.calls.map(([request]) => request.url)).toEqual([
      'http://site.test/post-lead',
      'http://site.test/ingest',
      `http://site.test/api/lead-stored/${OTHER.lead_id}`,
    ]);
    expect(sent[0]).toEqual(LEAD);
    expect(heldLeads()).toMatchObject([{ path: '/ingest', body: OTHER, tries: 1 }]);
  });

  it('releases a lead its own call cannot send once the server says another channel stored it', async () => {
    holdLead('/post-lead', LEAD);
    holdLead('/ingest', OTHER);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        // The lead call itself never gets through; the session report stored LEAD, not OTHER.
        if (request.method === 'POST') throw new TypeError('blocked');
        return Response.json({ stored: request.url.endsWith(`/${LEAD.lead_id}`) });
      }),
    );

    expect(await resendHeldLeads('http://site.test')).toBe(1);
    expect(isHeld('/post-lead', LEAD)).toBe(false);
    expect(heldLeads()).toMatchObject([{ path: '/ingest', body: OTHER, tries: 1 }]);
  });

  it('keeps a lead when the question whether it is stored gets no answer it can trust', async () => {
    holdLead('/post-lead', LEAD);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) =>
        request.method === 'POST' ? new Response('', { status: 503 }) : new Response('', { status: 500 }),
      ),
    );

    expect(await resendHeldLeads('http://site.test')).toBe(1);
    expect(isHeld('/post-lead', LEAD)).toBe(true);
  });

  it('keeps a lead when the network is down', async () => {
    holdLead('/post-lead', LEAD);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );

    expect(await resendHeldLeads()).toBe(1);
    expect(isHeld('/post-lead', LEAD)).toBe(true);
  });

  it('hands every held lead to the beacon queue on leaving, as text/plain JSON, and keeps holding them', async () => {
    holdLead('/post-lead', LEAD);
    holdLead('/ingest', OTHER);
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });

    beaconHeldLeads();

    expect(sendBeacon.mock.calls.map(([url]) => url)).toEqual(['/post-lead', '/ingest']);
    const body = sendBeacon.mock.calls[0]?.[1];
    expect(body?.type).toBe('text/plain');
    expect(JSON.parse(await body!.text())).toEqual(LEAD);
    expect(heldLeads()).toHaveLength(2);
  });

  it('keeps sending a held lead while the page is open, and at once when the browser is back online', async () => {
    vi.useFakeTimers();
    try {
      holdLead('/post-lead', LEAD);
      let online = false;
      const fetchMock = vi.fn(async (_request: Request) =>
        online ? new Response('{}', { status: 202 }) : Promise.reject(new TypeError('offline')),
      );
      vi.stubGlobal('fetch', fetchMock);
      // Each failed resend also asks whether the lead is stored (offline too): the posts are what count here.
      const posts = () => fetchMock.mock.calls.filter(([request]) => request.method === 'POST').length;

      watchHeldLeads();
      await vi.waitFor(() => expect(posts()).toBe(1));
      // The server stays unreachable: the page tries again on its own, a little later each time.
      await vi.advanceTimersByTimeAsync(5_000);
      await vi.waitFor(() => expect(posts()).toBe(2));
      expect(isHeld('/post-lead', LEAD)).toBe(true);

      online = true;
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(isHeld('/post-lead', LEAD)).toBe(false));
      expect(posts()).toBe(3);
      // Nothing is held: no more tries.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(posts()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
