// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallLink as CallLinkType } from '../../../src/ui/call-link';
import type * as CallNumberLookup from '../../../src/ui/call-number-lookup';

// The real ask, watched: a test waits for its answer rather than for a while. Every fresh page gets its own.
vi.mock('../../../src/ui/call-number-lookup', async (original) => {
  const real = await original<typeof CallNumberLookup>();
  return { trackedNumber: vi.fn(real.trackedNumber) };
});

/** The hook keeps the number for the page in its module, so every test loads a fresh page's copy. */
async function freshCallLink(): Promise<typeof CallLinkType> {
  vi.resetModules();
  return (await import('../../../src/ui/call-link')).CallLink;
}

const TRACKED = { retreaverNumber: '+18005550123', retreaverNumberFormatted: '(800) 555-0123' };

function link(): HTMLAnchorElement {
  return screen.getByRole<HTMLAnchorElement>('link');
}

beforeEach(() => {
  // The watched ask outlives vi.resetModules: each test counts its own page's.
  vi.clearAllMocks();
  sessionStorage.clear();
  history.replaceState(null, '', '/?affid=1000350');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the call number on a click-to-call link', () => {
  it('shows the default first, then the tracked number, and remembers it for the tab', async () => {
    const fetchMock = vi.fn(async () => Response.json(TRACKED));
    vi.stubGlobal('fetch', fetchMock);
    const CallLink = await freshCallLink();

    // The prerendered HTML carries the default, whatever the browser later learns.
    expect(renderToString(<CallLink />)).toContain('(800) 555-0199');

    render(<CallLink />);
    expect(await screen.findByText('(800) 555-0123')).toBeInTheDocument();
    expect(link()).toHaveAttribute('href', 'tel:+18005550123');
    expect(link()).toHaveAccessibleName('Call us: (800) 555-0123');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [asked] = fetchMock.mock.calls[0] as unknown as [Request];
    const url = new URL(asked.url);
    expect(`${url.pathname}${url.search}`).toBe(
      `/api/call-number?page=${encodeURIComponent('http://localhost:3000/?affid=1000350')}`,
    );
    expect(JSON.parse(sessionStorage.getItem('callNumber')!)).toEqual({
      dial: '+18005550123',
      formatted: '(800) 555-0123',
    });
  });

  it('shows a remembered number at once on a later page, without asking again', async () => {
    sessionStorage.setItem(
      'callNumber',
      JSON.stringify({ dial: '+18005550123', formatted: '(800) 555-0123' }),
    );
    history.replaceState(null, '', '/contact/');
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const CallLink = await freshCallLink();

    render(<CallLink />);
    expect(screen.getByText('(800) 555-0123')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hydrates the prerendered default without a mismatch when the tab remembers a number', async () => {
    sessionStorage.setItem(
      'callNumber',
      JSON.stringify({ dial: '+18005550123', formatted: '(800) 555-0123' }),
    );
    vi.stubGlobal('fetch', vi.fn());
    const CallLink = await freshCallLink();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CallLink />);
    document.body.append(container);
    const recoverableErrors: unknown[] = [];

    const root = await act(async () =>
      hydrateRoot(container, <CallLink />, { onRecoverableError: (error) => recoverableErrors.push(error) }),
    );
    expect(recoverableErrors).toEqual([]);
    expect(container.querySelector('a')).toHaveAttribute('href', 'tel:+18005550123');
    act(() => root.unmount());
    container.remove();
  });

  it('asks once for every link on the page', async () => {
    const fetchMock = vi.fn(async () => Response.json(TRACKED));
    vi.stubGlobal('fetch', fetchMock);
    const CallLink = await freshCallLink();

    render(
      <>
        <CallLink />
        <CallLink label="Llámenos" />
      </>,
    );
    expect(await screen.findAllByText('(800) 555-0123')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no tracked number applies (204)', async () => new Response(null, { status: 204 })],
    ['the server fails', async () => Response.json({ error: 'Internal error', issues: [] }, { status: 500 })],
    [
      'the answer is not a US dial string',
      async () => Response.json({ ...TRACKED, retreaverNumber: 'tel:x' }),
    ],
    [
      'the network fails',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('keeps the default when %s', async (_label, answer) => {
    const fetchMock = vi.fn(answer);
    vi.stubGlobal('fetch', fetchMock);
    const CallLink = await freshCallLink();

    render(<CallLink />);
    // The page's ask has its answer (none), and has done with it whatever it does.
    const { trackedNumber } = await import('../../../src/ui/call-number-lookup');
    await vi.waitFor(() => expect(trackedNumber).toHaveBeenCalled());
    await act(async () => {
      expect(await vi.mocked(trackedNumber).mock.results[0]!.value).toBeUndefined();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('(800) 555-0199')).toBeInTheDocument();
    expect(link()).toHaveAttribute('href', 'tel:+18005550199');
    expect(sessionStorage.getItem('callNumber')).toBeNull();
  });
});
