import { hasLawyer, phoneAndZip, policeReportFiled, yesNoStep, type CatalogueStep } from './step-catalogue';
import { reworded, text } from '../../machines/step-kinds';
import {
  atFault,
  incidentDescription,
  nameAndEmailSnakeCase,
  typeOfMedicalTreatment,
  whenWasTheAccident,
} from './shared-steps';

/** VW3's steps: the shared ones, worded for its audience. */
export const VW3_STEPS = {
  WhenWasTheAccidentVW3: reworded(whenWasTheAccident, text('What month and year was your accident?')),
  AtFaultVW3: reworded(atFault, text('Was the accident your fault?')),
  WasUserInjuredVW3: yesNoStep('physical_injury', text('Were you hurt in the accident?')),
  TypeOfMedicalTreatmentVW3: reworded(typeOfMedicalTreatment, text('How have you been treated so far?')),
  PoliceReportFiledVW3: reworded(policeReportFiled, text('Did the police file a report?')),
  HasLawyerVW3: reworded(hasLawyer, text('Is a lawyer already helping you with this accident?')),
  IncidentDescriptionVW3: reworded(incidentDescription, text('Tell us what happened')),
  NameAndEmailVW3: reworded(nameAndEmailSnakeCase, text('What is your name and email?')),
  PhoneAndZipVW3: reworded(phoneAndZip, text('Where can an attorney reach you?')),
} as const satisfies Record<string, CatalogueStep>;
