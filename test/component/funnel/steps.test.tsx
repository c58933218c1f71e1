// @vitest-environment jsdom
import { EVERY_STEP, stepOfAnyFlow } from '../../../variants/steps/every-step';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StepView, loadEveryStepKind } from '../../../src/funnel/step-registry';
import type { StepProps } from '../../../src/funnel/step-props';
import { SiteConfigProvider, DEFAULT_SITE_CONFIG } from '../../../src/ui/site-config';

afterEach(cleanup);
// The form, fields and buyers steps are chunks of their own: a page loads them as it needs them, these tests first.
beforeAll(loadEveryStepKind);

function renderStep(name: string, overrides: Partial<StepProps> = {}) {
  const onAnswer = vi.fn();
  const step = stepOfAnyFlow(name)!;
  render(
    <SiteConfigProvider config={{ ...DEFAULT_SITE_CONFIG, name: 'Claim Helpers' }}>
      <StepView
        name={name}
        step={step}
        values={{}}
        today="2026-11-22"
        language="en"
        isLast={false}
        busy={false}
        onAnswer={onAnswer}
        {...overrides}
      />
    </SiteConfigProvider>,
  );
  return { onAnswer, user: userEvent.setup() };
}

describe('every step of every flow renders through the registry', () => {
  it.each(Object.keys(EVERY_STEP))('%s', async (name) => {
    const { container } = render(
      <StepView
        name={name}
        step={stepOfAnyFlow(name)!}
        values={{}}
        today="2026-11-22"
        language="en"
        isLast={false}
        busy={false}
        onAnswer={() => {}}
      />,
    );
    // Every step but an end-of-funnel message has something to press (a lazily loaded kind once its chunk is in).
    const step = stepOfAnyFlow(name)!;
    await waitFor(() =>
      expect(container.querySelector(step.kind === 'message' ? 'a' : 'button')).not.toBeNull(),
    );
  });
});

describe('choice step', () => {
  it('stores the answer in its field, with what else it sets', async () => {
    const { onAnswer, user } = renderStep('HasLawyer');
    await user.click(screen.getByRole('button', { name: 'Yes, but I want a new lawyer' }));
    expect(onAnswer).toHaveBeenCalledWith({
      with_Lawyer: 'Yes',
      lawyer_redirect_reason: 'have_attorney|yes_but_I_want_a_new_lawyer',
    });
  });

  it('marks each button with the value it stores', () => {
    renderStep('WasUserInjured');
    const answers = screen.getAllByRole('button').map((button) => button.getAttribute('data-answer'));
    expect(answers).toContain('Back or Neck Pain');
    expect(answers).toContain('None');
  });

  it('tells a screen reader which answer is chosen: aria-pressed on it, and false on the others', () => {
    renderStep('WasUserInjured', { values: { injury_type: 'Broken Bones', physical_injury: 'Yes' } });
    const pressed = screen
      .getAllByRole('button')
      .map((button) => [button.getAttribute('data-answer'), button.getAttribute('aria-pressed')]);
    expect(pressed.filter(([, state]) => state === 'true')).toEqual([['Broken Bones', 'true']]);
    expect(pressed.every(([, state]) => state === 'true' || state === 'false')).toBe(true);
  });
});

describe('month and year step', () => {
  it('marks the time frame chosen before as pressed', () => {
    renderStep('WhenWasTheAccident', { values: { accident_date_button: 'Within 1 Month' } });
    expect(screen.getByRole('button', { name: 'Within the last month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Within 1 year' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks for both, refuses a future month, then answers', async () => {
    const { onAnswer, user } = renderStep('WhenWasTheAccident');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in this field.');
    await user.selectOptions(screen.getByLabelText('Month'), 'December');
    await user.selectOptions(screen.getByLabelText('Year'), '2026');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('That date is in the future.');
    expect(onAnswer).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Month'), 'June');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onAnswer).toHaveBeenCalledWith({ injury_month: '06', injury_year: '2026' });
  });
});

describe('form fields step', () => {
  it('marks bad fields inline, clears a mark when its field changes, and sends digits with the consent shown', async () => {
    const { onAnswer, user } = renderStep('PhoneAndZip', { isLast: true });
    const phone = screen.getByLabelText('Phone number');
    const zip = screen.getByLabelText('Zip code');
    await user.type(phone, '71355501');
    await user.type(zip, '770');
    const submit = screen.getByRole('button', { name: 'Get my free case review' });
    expect(submit).toHaveAttribute('data-action', 'submit');
    await user.click(submit);
    expect(onAnswer).not.toHaveBeenCalled();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter a valid 10-digit US phone number.',
      'Please enter a 5-digit zip code.',
    ]);
    expect(phone).toHaveFocus();

    await user.type(phone, '82');
    expect(phone).toHaveValue('(713) 555-0182');
    expect(phone).toHaveAttribute('aria-invalid', 'false');
    await user.type(zip, '02');
    await user.click(submit);

    const consent = document.getElementById('tcpa-consent')!.textContent;
    expect(consent).toContain('Claim Helpers');
    expect(consent).toContain('"Get my free case review"');
    // No server answers here: the checks fail, and a failed check lets the value through.
    await vi.waitFor(() =>
      expect(onAnswer).toHaveBeenCalledWith({ phone: '7135550182', zip_code: '77002', tcpa: consent }),
    );
  });

  it('counts characters and words of the description and turns red when too short', async () => {
    const { onAnswer, user } = renderStep('IncidentDescription');
    const description = screen.getByLabelText('Describe the accident');
    await user.type(description, 'Hit from behind');
    expect(screen.getByText(/15 characters · 3 words/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please write at least 20 characters.');
    await user.type(description, ' at a red light');
    await user.click(screen.getByRole('checkbox', { name: /hit and run/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // No server answers here: the gibberish check fails, and a failed check counts as not gibberish.
    await waitFor(() =>
      expect(onAnswer).toHaveBeenCalledWith({
        case_description: 'Hit from behind at a red light',
        hit_and_run: 'Yes',
        is_gibberish: 'no',
      }),
    );
  });

  it('reports what is typed, and a draft restored after a reload wins over what was given before', async () => {
    const onType = vi.fn();
    const { user } = renderStep('NameAndEmail', {
      values: { firstName: 'Maria', email: 'm@example.com' },
      typed: { firstName: 'Mariana' },
      onType,
    });
    expect(screen.getByLabelText('First name')).toHaveValue('Mariana');
    expect(screen.getByLabelText('Email')).toHaveValue('m@example.com');
    await user.type(screen.getByLabelText('Last name'), 'Li');
    expect(onType).toHaveBeenLastCalledWith({ firstName: 'Mariana', lastName: 'Li' });
  });

  it('prefills what the visitor gave before', () => {
    renderStep('NameAndEmail', { values: { firstName: 'Maria', lastName: 'Lopez', email: 'm@example.com' } });
    const form = screen.getByRole('button', { name: 'Next' }).closest('form')!;
    expect(within(form).getByLabelText('First name')).toHaveValue('Maria');
    expect(within(form).getByLabelText('Email')).toHaveValue('m@example.com');
  });
});

describe('message step', () => {
  it('says what happens next and offers only a way home: there is nothing left to answer', () => {
    const { onAnswer } = renderStep('ThankYouStep');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button')).toBeNull();
    expect(onAnswer).not.toHaveBeenCalled();
  });
});

describe('Spanish pages', () => {
  it('show the Spanish question texts, answers and consent', () => {
    renderStep('HasLawyer', { language: 'es' });
    expect(screen.getByRole('button', { name: 'Sí, pero quiero un abogado nuevo' })).toBeInTheDocument();
    cleanup();
    renderStep('PhoneAndZip', { language: 'es', isLast: true });
    // The short consent on screen, the full text one tap away: both name the button.
    expect(screen.getAllByText(/^Al hacer clic en "Obtener mi evaluación gratuita"/)).toHaveLength(2);
    expect(document.getElementById('tcpa-consent')).toHaveTextContent(/Consentimiento|consentimiento/);
    expect(screen.getByRole('button', { name: 'Obtener mi evaluación gratuita' })).toHaveAttribute(
      'data-action',
      'submit',
    );
  });
});
