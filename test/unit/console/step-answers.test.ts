import { describe, expect, it } from 'vitest';
import { answersInStepOrder, pathTaken, variantOf } from '../../../src/console/step-answers';

describe("a lead's answers in step order", () => {
  it('reads the path the funnel recorded', () => {
    expect(pathTaken('AtFault:2|NameAndEmail:11')).toEqual([
      { step: 'AtFault', seconds: '2' },
      { step: 'NameAndEmail', seconds: '11' },
    ]);
    expect(pathTaken(undefined)).toEqual([]);
  });

  it('names the variant from the landing page, and none for an unknown one', () => {
    expect(variantOf('https://site.example/survey/v4nv?utm_source=x')).toBe('v4nv');
    expect(variantOf('https://site.example/survey/v4nv-d1/')).toBe('one-to-one');
    expect(variantOf('https://site.example/g?affid=1')).toBe('a');
    expect(variantOf('https://site.example/survey/nope')).toBeUndefined();
  });

  it("gives each step of the path the fields its screen asks for, from the variant's definition", async () => {
    const steps = await answersInStepOrder({
      landing_page_url: 'https://site.example/survey/v4nv',
      time_on_steps: 'WhenWasTheAccident:4|AtFault:2|NameAndEmail:9',
      injury_month: '8',
      injury_year: '2026',
      at_Fault: 'No',
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@example.com',
    });
    expect(steps?.map((step) => [step.step, step.answers])).toEqual([
      [
        'WhenWasTheAccident',
        [
          ['injury_month', '8'],
          ['injury_year', '2026'],
        ],
      ],
      ['AtFault', [['at_Fault', 'No']]],
      [
        'NameAndEmail',
        [
          ['firstName', 'Maria'],
          ['lastName', 'Lopez'],
          ['email', 'maria@example.com'],
        ],
      ],
    ]);
  });

  it('has nothing to order for a lead without a known variant or a path', async () => {
    expect(await answersInStepOrder({ time_on_steps: 'AtFault:2' })).toBeUndefined();
    expect(
      await answersInStepOrder({ landing_page_url: 'https://site.example/survey/v4nv' }),
    ).toBeUndefined();
  });
});
