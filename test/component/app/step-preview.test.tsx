// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { previewAddress, StepPreview } from '../../../src/app/step-preview';

afterEach(cleanup);

describe('the operators’ step preview', () => {
  it('reads the variant, the step and the way back to the same filters from its address', () => {
    expect(previewAddress('?variant=v4nv&device=phone&step=AtFault')).toEqual({
      variant: 'v4nv',
      step: 'AtFault',
      back: '/admin/funnels?variant=v4nv&device=phone',
    });
  });

  it("shows the step with the variant's question and its own answer buttons, and answering does nothing", async () => {
    render(<StepPreview address={previewAddress('?variant=v4nv&step=AtFault')} />);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Were you at fault for the accident?',
    });
    const card = heading.closest('section')!;
    expect(card.getAttribute('data-step')).toBe('AtFault');
    expect(card).toHaveTextContent('An honest answer helps us find the right match.');
    const answers = within(card).getAllByRole('button');
    expect(answers.map((button) => button.getAttribute('data-answer'))).toEqual(
      expect.arrayContaining(['Yes', 'No']),
    );
    await userEvent.setup().click(answers[0]!);
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.getByRole('link', { name: 'Back to the funnel’s numbers' }).getAttribute('href')).toBe(
      '/admin/funnels?variant=v4nv',
    );
  });

  it('says so for a step the variant does not have', async () => {
    render(<StepPreview address={previewAddress('?variant=v4nv&step=NoSuchStep')} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'No such step' })).toBeVisible();
  });
});
