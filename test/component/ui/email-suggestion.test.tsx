// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailSuggestion } from '../../../src/ui/email-suggestion';

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
    const { rerender } = render(
      <EmailSuggestion email="maria.lopez@gmail.com" language="es" onAccept={vi.fn()} />,
    );
    rerender(<EmailSuggestion email="maria.lo" language="es" onAccept={vi.fn()} />);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
