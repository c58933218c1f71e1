// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { EmailSuggestion } from '../../../src/ui/email-suggestion';
import { suggestEmail as realSuggestEmail } from '../../../src/ui/email-typo';
import type * as EmailTypo from '../../../src/ui/email-typo';

// The real check, watched: a test waits for its answer rather than for a while.
vi.mock('../../../src/ui/email-typo', async (original) => {
  const real = await original<typeof EmailTypo>();
  return { suggestEmail: vi.fn(real.suggestEmail) };
});
const suggestEmail = vi.mocked(realSuggestEmail);

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
