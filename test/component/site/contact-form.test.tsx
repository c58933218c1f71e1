// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../../site/contact-form';
import { FaqAccordion } from '../../../site/faq-accordion';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** ky hands fetch a Request; older callers pass a URL and init. */
async function sentBody(call: unknown[]): Promise<{ url: string; body: Record<string, string> }> {
  const [input, init] = call as [RequestInfo, RequestInit | undefined];
  if (input instanceof Request) return { url: new URL(input.url).pathname, body: await input.json() };
  return { url: String(input), body: JSON.parse(init?.body as string) as Record<string, string> };
}

/** Answers every post with 202, keeping each body it was sent. */
function capturePosts(): Record<string, string>[] {
  const bodies: Record<string, string>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (...call: unknown[]) => {
      bodies.push((await sentBody(call)).body);
      return new Response(JSON.stringify({ id: 'x' }), {
        status: 202,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return bodies;
}

/** No consent-proof vendor configured. */
const noProof = () => Promise.resolve(null);

function field(name: string): HTMLElement {
  return document.querySelector<HTMLElement>(`[name="${name}"]`)!;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(field('typeOfAccident'), 'Pedestrian Accident');
  await user.type(field('firstName'), 'Kim');
  await user.type(field('lastName'), 'Nguyen');
  await user.type(field('email'), 'kim.nguyen@example.com');
  await user.type(field('phoneNumber'), '3125550188');
  await user.type(field('message'), 'Hit in a crosswalk.');
}

describe('ContactForm', () => {
  it('sends the funnels’ TCPA consent as shown (tcpa) and the configured vendors’ TrustedForm and LeadiD', async () => {
    const sent = capturePosts();
    const proof = {
      fields: () => ({
        trusted_form_cert_url: 'https://cert.trustedform.com/0123abcd',
        trustedform_cert_url: 'https://cert.trustedform.com/0123abcd',
        trusted_form_cert_id: '0123abcd',
        leadid_token: 'LEADID-TOKEN-1',
        jornaya_leadid: 'LEADID-TOKEN-1',
      }),
    };
    const startProof = vi.fn(() => Promise.resolve(proof));
    const user = userEvent.setup();
    render(<ContactForm startProof={startProof} />);
    expect(startProof).toHaveBeenCalledTimes(1);
    const shown = document.querySelector('[data-part="tcpa"]')!.textContent;
    // The funnels' wording (variants/texts/consent.ts), with the form's own button and the site's name.
    expect(shown).toMatch(
      /^By clicking "Submit", I agree that .+ may contact me at the phone number and email I gave/,
    );
    expect(shown).toContain('Consent is not a condition of any purchase.');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const body = await vi.waitFor(() => sent[0] ?? Promise.reject(new Error('not posted yet')), {
      timeout: 5000,
    });
    expect(body).toMatchObject({ tcpa: shown, ...proof.fields() });
  });

  it('sends no proof fields when no vendor is configured, and the consent still', async () => {
    const sent = capturePosts();
    const user = userEvent.setup();
    render(<ContactForm startProof={noProof} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const body = await vi.waitFor(() => sent[0] ?? Promise.reject(new Error('not posted yet')), {
      timeout: 5000,
    });
    expect(body.tcpa).toMatch(/^By clicking "Submit"/);
    expect(body).not.toHaveProperty('trusted_form_cert_url');
    expect(body).not.toHaveProperty('leadid_token');
  });

  it('masks the phone while typing and marks only the fields in error, clearing a mark on change', async () => {
    const user = userEvent.setup();
    render(<ContactForm startProof={noProof} />);
    await user.type(field('phoneNumber'), '312555');
    expect(field('phoneNumber')).toHaveValue('(312) 555');
    await user.type(field('email'), 'kim@');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    for (const name of ['typeOfAccident', 'firstName', 'lastName', 'email', 'phoneNumber', 'message']) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    }
    await user.type(field('firstName'), 'K');
    expect(field('firstName')).toHaveAttribute('aria-invalid', 'false');
    expect(field('lastName')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says in one sentence, tied to the field, what to fix, until the field changes', async () => {
    const user = userEvent.setup();
    render(<ContactForm startProof={noProof} />);
    await user.type(field('email'), 'kim@');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const sentences = new Set<string>();
    for (const name of ['typeOfAccident', 'firstName', 'lastName', 'email', 'phoneNumber', 'message']) {
      const description = field(name).getAttribute('aria-describedby')!.split(' ')[0]!;
      const text = document.getElementById(description)!.textContent;
      expect(text).toMatch(/^[A-Z].{8,60}\.$/);
      sentences.add(text);
    }
    expect(sentences.size).toBe(6);
    expect(field('email')).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');

    await user.type(field('email'), 'x.com');
    expect(field('email')).not.toHaveAccessibleDescription();
    expect(document.querySelector('[data-error-for="email"]')).toBeNull();
    expect(document.querySelector('[data-error-for="phoneNumber"]')).not.toBeNull();
  });

  it('posts the spec’s payload with the phone as digits, shows a spinner, then "Form was submitted"', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ContactForm startProof={noProof} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const sending = screen.getByRole('button', { name: 'Sending' });
    expect(sending).toBeDisabled();
    // The spinner takes the label's place; the word is there for screen readers only.
    expect(sending.querySelector('[aria-hidden="true"]')).not.toBeNull();
    for (const name of ['typeOfAccident', 'firstName', 'lastName', 'email', 'phoneNumber', 'message']) {
      expect(field(name)).toBeDisabled();
    }
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 5000 });
    const { url, body } = await sentBody(fetchMock.mock.calls[0] as unknown[]);
    expect(url).toBe('/ingest');
    expect(body).toMatchObject({
      type_of_accident: 'Pedestrian Accident',
      first_name: 'Kim',
      last_name: 'Nguyen',
      email: 'kim.nguyen@example.com',
      phone: '3125550188',
      message: 'Hit in a crosswalk.',
    });
    answer(
      new Response(JSON.stringify({ id: 'x' }), {
        status: 202,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByText('Form was submitted')).toBeInTheDocument();
    // Focus moves to the thank-you state, so a phone's screen reader and the view both land on it.
    expect(screen.getByTestId('contact-form-done')).toHaveFocus();
    expect(localStorage.getItem('unsent-leads')).toBeNull();
  });

  it('shows "Form was submitted" when the server refuses the lead, because the browser keeps it to send again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 400 })),
    );
    const user = userEvent.setup();
    render(<ContactForm startProof={noProof} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Form was submitted')).toBeInTheDocument();
    const held = JSON.parse(localStorage.getItem('unsent-leads') ?? '[]') as { path: string; body: object }[];
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ path: '/ingest', body: { email: 'kim.nguyen@example.com' } });
  });

  it('says the message was not sent, and keeps the form, when it can neither send nor keep the lead', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 400 })),
    );
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const user = userEvent.setup();
    render(<ContactForm startProof={noProof} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not send your message');
    expect(field('firstName')).toHaveValue('Kim');
    vi.restoreAllMocks();
  });

  it('takes no more than the lead-field catalogue allows, with a counter', async () => {
    const user = userEvent.setup();
    render(<ContactForm startProof={noProof} />);
    expect(field('firstName')).toHaveAttribute('maxLength', '100');
    expect(field('message')).toHaveAttribute('maxLength', '5000');
    await user.type(field('firstName'), 'Kim');
    expect(screen.getByText('97 characters left')).toBeInTheDocument();
  });
});

describe('FaqAccordion', () => {
  it('keeps one answer open at a time and closes it on a second click', async () => {
    const user = userEvent.setup();
    const items = ['One', 'Two', 'Three'].map((name) => ({ question: `${name}?`, answer: `${name}.` }));
    render(<FaqAccordion items={items} idPrefix="faq" />);
    const [first, second] = screen.getAllByRole('button');

    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('One.')).toBeVisible();
    await user.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Two.', { selector: 'p' }).closest('[role="region"]')).not.toBeVisible();
  });
});
