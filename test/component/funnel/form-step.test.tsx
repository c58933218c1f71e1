// @vitest-environment jsdom
import { stepOfAnyFlow } from '../../../variants/steps/every-step';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StepView, loadEveryStepKind } from '../../../src/funnel/step-registry';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider } from '../../../src/ui/site-config';

afterEach(cleanup);
beforeAll(loadEveryStepKind);

function renderForm(name: string, isLast = true) {
  const onAnswer = vi.fn();
  render(
    <SiteConfigProvider config={{ ...DEFAULT_SITE_CONFIG, name: 'Claim Helpers' }}>
      <StepView
        name={name}
        step={stepOfAnyFlow(name)!}
        values={{}}
        today="2026-11-22"
        language="en"
        isLast={isLast}
        busy={false}
        onAnswer={onAnswer}
      />
    </SiteConfigProvider>,
  );
  return { onAnswer, user: userEvent.setup() };
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const invalidFields = () =>
  [...document.querySelectorAll('[aria-invalid="true"]')].map((element) => element.getAttribute('name'));

/** Every field of the one-page survey, answered well. */
const GOOD: Record<string, string> = {
  motor_vehicle_accident: 'Yes',
  accident_type: 'Car Accident',
  injury_year: '2026',
  at_Fault: 'No',
  police_report: 'Yes',
  case_worth: 'not_sure',
  physical_injury: 'Yes',
  injury_type: 'Whiplash',
  with_Lawyer: 'yes_but_I_want_a_new_lawyer',
  case_description: 'A truck ran the red light and hit my car on the driver side.',
  first_name: 'Maria',
  last_name: 'Lopez',
  email: 'maria.lopez@example.com',
  phone: '7135550182',
  address: '1200 Main Street',
  zip_code: '77002',
};

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const element = field(name);
    if (element.tagName === 'SELECT') await user.selectOptions(element, value);
    else {
      await user.clear(element);
      if (value) await user.type(element, value);
    }
  }
}

describe('form step (the one-page survey)', () => {
  it('names each input by its lead field, in field groups', () => {
    renderForm('OnePageSurvey');
    for (const name of Object.keys(GOOD)) expect(field(name), name).not.toBeNull();
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'The accident',
      'Your injuries',
      'How an attorney can reach you',
    ]);
  });

  it('marks exactly the fields in error, keeps what was typed, and answers nothing', async () => {
    const { onAnswer, user } = renderForm('OnePageSurvey');
    await fill(user, {
      ...GOOD,
      case_worth: '',
      first_name: 'Xzqwrtp',
      email: 'maria@',
      phone: '555',
      zip_code: '770',
      case_description: 'Rear-ended on the freeway', // 25 characters, 4 words: fine
      address: '',
    });
    await user.selectOptions(field('case_worth'), '');
    await user.click(screen.getByRole('button', { name: 'Get my free case review' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('check the fields marked in red'),
    );
    expect(invalidFields().sort()).toEqual(['address', 'case_worth', 'email', 'phone', 'zip_code']);
    expect(field('email').value).toBe('maria@');
    expect(field('phone').value).toBe('(555');
    expect(field('first_name').value).toBe('Xzqwrtp');
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('refuses a description under 4 words, and a gibberish name once the local rules pass', async () => {
    const { onAnswer, user } = renderForm('OnePageSurvey');
    await fill(user, { ...GOOD, case_description: 'Rearended onthe freewaytoday', first_name: 'Xzqwrtp' });
    await user.click(screen.getByRole('button', { name: 'Get my free case review' }));
    await waitFor(() => expect(invalidFields()).toEqual(['case_description']));
    expect(screen.getByText('Please use at least 4 words.')).toBeInTheDocument();
    await fill(user, { case_description: GOOD.case_description! });
    await user.click(screen.getByRole('button', { name: 'Get my free case review' }));
    await waitFor(() => expect(invalidFields()).toEqual(['first_name']));
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('offers no injury after "not injured", and no "I was not injured" after "injured"', async () => {
    const { user } = renderForm('OnePageSurvey');
    const offered = () => [...field('injury_type').querySelectorAll('option')].map((option) => option.value);
    expect(offered()).toContain('None');
    expect(offered()).toContain('Whiplash');
    await user.selectOptions(field('physical_injury'), 'Yes');
    expect(offered()).not.toContain('None');
    expect(offered()).toContain('Whiplash');
    await user.selectOptions(field('injury_type'), 'Whiplash');
    // Changing the first answer clears the second where it is no longer offered.
    await user.selectOptions(field('physical_injury'), 'No');
    expect(offered()).toEqual(['', 'None']);
    expect(field('injury_type').value).toBe('');
  });

  it('checks a changed field when it loses focus, and clears its mark when it changes again', async () => {
    const { user } = renderForm('OnePageSurvey');
    await user.type(field('email'), 'maria@');
    await user.tab();
    expect(invalidFields()).toEqual(['email']);
    await user.type(field('email'), 'example.com');
    expect(invalidFields()).toEqual([]);
    // A field the visitor never changed is left alone until the form is sent.
    await user.click(field('zip_code'));
    await user.tab();
    expect(invalidFields()).toEqual([]);
  });

  it('answers with the stored values of every field, and the consent shown', async () => {
    const { onAnswer, user } = renderForm('OnePageSurvey');
    await fill(user, GOOD);
    await user.click(screen.getByRole('button', { name: 'Get my free case review' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    const answer = onAnswer.mock.calls[0]![0] as Record<string, string>;
    expect(answer).toMatchObject({
      ...GOOD,
      with_Lawyer: 'Yes',
      lawyer_redirect_reason: 'have_attorney|yes_but_I_want_a_new_lawyer',
      is_gibberish: 'no',
    });
    expect(answer.tcpa).toContain('Claim Helpers');
  });
});

describe('form step (the first funnel and the ticket flow)', () => {
  it('shows the generic notice when a step fails, and moves on once it passes', async () => {
    const { onAnswer, user } = renderForm('FirstQuestions', false);
    await user.selectOptions(field('physical_injury'), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(invalidFields().sort()).toEqual(['police_report', 'with_Lawyer']);
    await fill(user, { police_report: 'No', with_Lawyer: 'No' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(onAnswer).toHaveBeenCalledWith({
        physical_injury: 'Yes',
        police_report: 'No',
        with_Lawyer: 'No',
        lawyer_redirect_reason: '',
      }),
    );
  });

  it('refuses a ticket dated after today', async () => {
    const { onAnswer, user } = renderForm('SelectDate', false);
    await user.type(field('ticket_date'), '2026-11-23');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('That date is in the future.')).toBeInTheDocument();
    await user.clear(field('ticket_date'));
    await user.type(field('ticket_date'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith({ ticket_date: '2026-11-01' }));
  });
});
