import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';
import { TIKTOK_STEPS } from '../steps/tiktok-steps';

/**
 * TikTok variant (/survey/tt): Variant A's order without the vehicle question, with steps worded for the
 * audience (the TikTok-suffixed catalogue entries). No progress table: the bar rises evenly.
 */
export default defineVariant({
  id: 'tiktok',
  title: 'TikTok variant',
  start: 'StartPath',
  catalogue: { ...SHARED_STEPS, ...TIKTOK_STEPS },
  steps: {
    StartPath: { next: 'AutoAccidentCaseWorth' },
    AutoAccidentCaseWorth: { next: 'WhenWasTheAccidentTikTok' },
    WhenWasTheAccidentTikTok: { next: 'AtFault' },
    AtFault: { next: 'WasUserInjured' },
    WasUserInjured: { next: 'PoliceReportFiledTikTok' },
    PoliceReportFiledTikTok: { next: 'HasLawyer' },
    HasLawyer: { next: 'IncidentDescriptionTikTok' },
    IncidentDescriptionTikTok: { next: 'NameAndEmailTikTok' },
    NameAndEmailTikTok: { next: 'PhoneAndZipTikTok' },
    PhoneAndZipTikTok: { submit: true },
  },
});
