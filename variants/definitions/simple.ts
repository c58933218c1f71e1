import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';

/**
 * Simple flow (/survey/v3): six steps. Unlike every other flow, a failed post does not redirect: the visitor
 * stays on the last step, is told the answers were not sent, and can send them again (the same lead_id keeps
 * a retry from storing two leads). It asks no description, so its leads have enough_words empty and are
 * qualified on their other answers. No progress table: the bar rises evenly.
 */
export default defineVariant({
  id: 'simple',
  title: 'Simple flow',
  start: 'StartPath',
  catalogue: SHARED_STEPS,
  onFailedPost: 'stay',
  steps: {
    StartPath: { next: 'WhenWasTheAccident' },
    WhenWasTheAccident: { next: 'AtFault' },
    AtFault: { next: 'WasUserInjured' },
    WasUserInjured: { next: 'NameAndEmail' },
    NameAndEmail: { next: 'PhoneAndZip' },
    PhoneAndZip: { submit: true },
  },
});
