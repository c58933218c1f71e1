import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';

/**
 * Variant E, short (/survey/yt): six questions. The spec's progress table is kept as written, although the
 * bar goes back from HasLawyer (85) to AtFault (50). It asks no description, so its leads have enough_words
 * empty and are qualified on their other answers.
 */
export default defineVariant({
  id: 'e',
  title: 'Variant E (short)',
  start: 'StartPath',
  catalogue: SHARED_STEPS,
  steps: {
    StartPath: { progress: 5, next: 'WereYouInAMotorVehicleAccident' },
    WereYouInAMotorVehicleAccident: { progress: 8, next: 'SocialDropWhenWasTheAccident' },
    SocialDropWhenWasTheAccident: {
      progress: 10,
      next: [{ to: 'HasLawyer', do: ['estimateDateFromTimeframe'] }],
    },
    HasLawyer: { progress: 85, next: 'AtFault' },
    AtFault: { progress: 50, next: 'NameAndEmail' },
    NameAndEmail: { progress: 95, next: 'PhoneAndZip' },
    PhoneAndZip: { progress: 100, submit: true },
  },
});
