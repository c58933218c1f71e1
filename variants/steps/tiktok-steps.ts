import { nameAndEmail, phoneAndZip, policeReportFiled, type CatalogueStep } from './step-catalogue';
import { reworded, text } from '../../machines/step-kinds';
import { incidentDescription, whenWasTheAccident } from './shared-steps';

/** TikTok's steps: the shared ones, worded for its audience. */
export const TIKTOK_STEPS = {
  WhenWasTheAccidentTikTok: reworded(whenWasTheAccident, text('When did your crash happen?')),
  PoliceReportFiledTikTok: reworded(policeReportFiled, text('Did the police make a report?')),
  IncidentDescriptionTikTok: reworded(incidentDescription, text('What happened? Tell us in a few sentences')),
  NameAndEmailTikTok: reworded(nameAndEmail, text('Who are we helping?')),
  PhoneAndZipTikTok: reworded(phoneAndZip, text('Almost done: where can an attorney reach you?')),
} as const satisfies Record<string, CatalogueStep>;
