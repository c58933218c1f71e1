// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FunnelFilters } from '../../../src/console/funnel-filters';
import { FunnelSteps } from '../../../src/console/funnel-steps';
import { shortQuestion, stepQuestions } from '../../../src/console/step-questions';
import type { FunnelStats } from '../../../src/console/types';

afterEach(cleanup);

const STATS: FunnelStats = {
  sessions: 10,
  submitted: 3,
  unreplayed: 1,
  steps: [
    {
      step: 'WasUserInjured',
      reached: 8,
      left: 2,
      median_seconds: 4.5,
      branches: [
        { to: 'DidYouReceiveMedicalTreatment', sessions: 4, share: 0.667 },
        { to: 'PoliceReportFiled', sessions: 2, share: 0.333 },
      ],
    },
    { step: 'PoliceReportFiled', reached: 2, left: 2, median_seconds: null, branches: [] },
  ],
};
const QUESTIONS = { WasUserInjured: 'Were you injured?', PoliceReportFiled: 'Was a police report filed?' };
const QUERY = '?variant=v4nv&device=phone';

describe('the steps of a funnel', () => {
  it('gives each step its question, reached of all, left of those who reached it, median time and branches', () => {
    render(<FunnelSteps stats={STATS} questions={QUESTIONS} query={QUERY} />);
    const table = screen.getByRole('table');
    const injured = within(table).getByRole('row', { name: /^WasUserInjured/ });
    const cells = within(injured)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(within(injured).getByRole('rowheader')).toHaveTextContent('WasUserInjuredWere you injured?');
    // 8 of 10 sessions reached it; 2 of those 8 left there; the branches are shares of the 6 who went on.
    expect(cells).toEqual([
      '8 (80 %)',
      '2 (25 %)',
      '4.5 s',
      '→ DidYouReceiveMedicalTreatment: 66.7 % (4)→ PoliceReportFiled: 33.3 % (2)',
    ]);
    const police = within(table).getByRole('row', { name: /^PoliceReportFiled/ });
    expect(
      within(police)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2 (20 %)', '2 (100 %)', '–', '–']);
  });

  it('lists the same steps as cards for a phone, each linking to its screen with the filters kept', () => {
    render(<FunnelSteps stats={STATS} questions={QUESTIONS} query={QUERY} />);
    const list = screen.getByRole('list', { name: 'Visitors per step' });
    const cards = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('step-card'));
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Were you injured?');
    expect(cards[0]).toHaveTextContent('Reached8 (80 %)');
    expect(cards[0]).toHaveTextContent('Left here2 (25 %)');
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe(
      '/admin/step-preview?variant=v4nv&device=phone&step=WasUserInjured',
    );
  });

  it('says what to do when no session matches the filters, and still lists the steps to open', () => {
    const none: FunnelStats = {
      sessions: 0,
      submitted: 0,
      unreplayed: 0,
      steps: [{ step: 'AtFault', reached: 0, left: 0, median_seconds: null, branches: [] }],
    };
    render(<FunnelSteps stats={none} questions={{}} query={QUERY} />);
    expect(screen.getByText('No sessions for these filters.')).toBeVisible();
    const row = within(screen.getByRole('table')).getByRole('row', { name: /^AtFault/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0 (–)', '0 (–)', '–', '–']);
    expect(within(row).getByRole('link', { name: 'AtFault: see the step' })).toBeVisible();
  });
});

describe('the funnel filters', () => {
  it('hands over the variant and every filter together, device among phone and desktop', async () => {
    const onChange = vi.fn();
    render(<FunnelFilters choice={{ variant: 'v4nv', filters: { affid: '252' } }} onChange={onChange} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Affiliate (affid)')).toHaveValue('252');
    await user.type(screen.getByLabelText('Traffic source (utm_source)'), ' google ');
    await user.selectOptions(screen.getByLabelText('Device'), 'phone');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(onChange).toHaveBeenCalledWith({
      variant: 'v4nv',
      filters: { from: '', to: '', utm_source: 'google', affid: '252', device: 'phone' },
    });
    expect(
      within(screen.getByLabelText('Device'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['any', 'phone', 'desktop']);
  });
});

describe('the short question of a step', () => {
  it("reads each step's question from the variant's own texts", async () => {
    const questions = await stepQuestions('v4nv');
    expect(questions.AtFault).toBe('Were you at fault for the accident?');
    expect(Object.keys(questions)).toContain('WhenWasTheAccident');
  });

  it('cuts a long question at a word, with an ellipsis', () => {
    expect(shortQuestion('Short one?')).toBe('Short one?');
    const cut = shortQuestion('word '.repeat(30), 20);
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(cut).toBe('word word word word…');
  });
});
