import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';
import { QUIZ_STEPS } from '../steps/quiz-steps';

/**
 * The quiz (/quiz): eleven steps; End posts the lead. Answering HowWasUserHurt fires the identity-pixel hook.
 * The spec lists nine progress values for the eleven steps: they go to the nine questions from HowWasUserHurt to
 * ZipAndPhone; the intro shows an empty bar (0) and End, the confirmation before the post, shows 100.
 */
export default defineVariant({
  id: 'quiz',
  title: 'Quiz',
  start: 'StartPath',
  catalogue: { ...SHARED_STEPS, ...QUIZ_STEPS },
  steps: {
    StartPath: { progress: 0, next: 'HowWasUserHurt' },
    HowWasUserHurt: { progress: 10, next: [{ to: 'WhenWasTheAccident', hooks: ['identityPixel'] }] },
    WhenWasTheAccident: { progress: 18, next: 'AtFault' },
    AtFault: { progress: 27, next: 'DescribeInjuries' },
    DescribeInjuries: { progress: 36, next: 'PoliceReport' },
    PoliceReport: { progress: 45, next: 'HasAttorney' },
    HasAttorney: { progress: 54, next: 'Description' },
    Description: { progress: 63, next: 'EmailAndName' },
    EmailAndName: { progress: 87, next: 'ZipAndPhone' },
    ZipAndPhone: { progress: 95, next: 'End' },
    End: { progress: 100, submit: true },
  },
});
