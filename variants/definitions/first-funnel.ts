import { defineVariant } from '../variant-definition';
import { FIRST_FUNNEL_STEPS } from '../steps/first-funnel-steps';

/**
 * First funnel (/survey/start): ShowQuestions, then three question forms with the spec's rules for each (section
 * 5, "First funnel"); a form with a field in error shows the generic error notice and does not move on. No
 * progress table: the bar rises evenly.
 */
export default defineVariant({
  id: 'first-funnel',
  title: 'First funnel',
  start: 'ShowQuestions',
  catalogue: FIRST_FUNNEL_STEPS,
  steps: {
    ShowQuestions: { next: 'FirstQuestions' },
    FirstQuestions: { next: 'SecondQuestions' },
    SecondQuestions: { next: 'ThirdQuestions' },
    ThirdQuestions: { submit: true },
  },
});
