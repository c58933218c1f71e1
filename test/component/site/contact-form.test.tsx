// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../../site/contact-form';
import { FaqAccordion } from '../../../site/faq-accordion';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
  it('masks the phone while typing and marks only the fields in error, clearing a mark on change', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
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

  it('posts the spec’s payload with the phone as digits, shows a spinner, then "Form was submitted"', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('button', { name: 'Sending' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/ingest');
    expect(JSON.parse(init.body as string)).toMatchObject({
      type_of_accident: 'Pedestrian Accident',
      first_name: 'Kim',
      last_name: 'Nguyen',
      email: 'kim.nguyen@example.com',
      phone: '3125550188',
      message: 'Hit in a crosswalk.',
    });
    answer(new Response(JSON.stringify({ id: 'x' }), { status: 202 }));
    expect(await screen.findByText('Form was submitted')).toBeInTheDocument();
  });

  it('shows "Form was submitted" even when the server refuses the lead', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 400 })),
    );
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Form was submitted')).toBeInTheDocument();
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
