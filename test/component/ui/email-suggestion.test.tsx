// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type * as EmailSuggestionModule from '../../../src/ui/email-suggestion';
import type * as EmailTypo from '../../../src/ui/email-typo';

// The real check, watched: a test waits for its answer rather than for a while.
vi.mock('../../../src/ui/email-typo', async (original) => {
  const real = await original<typeof EmailTypo>();
  return { suggestEmail: vi.fn(real.suggestEmail) };
});
let suggestEmail: ReturnType<typeof vi.mocked<typeof EmailTypo.suggestEmail>>;
let EmailSuggestion: typeof EmailSuggestionModule.EmailSuggestion;

beforeAll(async () => {
  // The hint's module afresh: a file run before this one in the same worker may have loaded it with the real check
  // bound in, and then the watched one would never be called.
  vi.resetModules();
  suggestEmail = vi.mocked((await import('../../../src/ui/email-typo')).suggestEmail);
  ({ EmailSuggestion } = await import('../../../src/ui/email-suggestion'));
});

afterEach(cleanup);

describe('EmailSuggestion', () => {
  it('offers the common domain a typo was likely meant to be, and takes it on a tap', async () => {
    const onAccept = vi.fn();
    render(<EmailSuggestion email="maria.lopez@gmail.con" language="en" onAccept={onAccept} />);

    const button = await screen.findByRole(
      'button',
      { name: 'Use maria.lopez@gmail.com' },
      { timeout: 5000 },
    );
    expect(screen.getByText(/Did you mean/)).toBeInTheDocument();
    await userEvent.setup().click(button);
    expect(onAccept).toHaveBeenCalledWith('maria.lopez@gmail.com');
  });

  it('says nothing about an address that looks as meant, or half typed', async () => {
    // Each address is checked once typing pauses: the test waits for that check's answer, then looks.
    const checked = async (email: string) => {
      await vi.waitFor(() => expect(suggestEmail).toHaveBeenLastCalledWith(email), { timeout: 5000 });
      await act(async () => {
        await suggestEmail.mock.results.at(-1)!.value;
      });
    };
    const { rerender } = render(
      <EmailSuggestion email="maria.lopez@gmail.com" language="es" onAccept={vi.fn()} />,
    );
    await checked('maria.lopez@gmail.com');
    expect(screen.queryByRole('button')).toBeNull();

    rerender(<EmailSuggestion email="maria.lo" language="es" onAccept={vi.fn()} />);
    await checked('maria.lo');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
