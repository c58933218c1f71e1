import type { Localized } from '../steps/step-catalogue';

/**
 * The progress-tracking step list and the v2 step line (spec section 2): the survey's stages, with completed steps
 * and one active one. A step belongs to the stage named here; a step not named stays in the stage the visitor
 * was in. Moving past a stage completes it, so a visitor who was not hurt and goes from WasUserInjured straight
 * to PoliceReportFiled sees the medical-treatment step completed (spec section 4, survey v4 family).
 */
export const PROGRESS_STAGES: { id: string; label: Localized }[] = [
  { id: 'accident', label: { en: 'Accident', es: 'Accidente' } },
  { id: 'injuries', label: { en: 'Injuries', es: 'Lesiones' } },
  { id: 'treatment', label: { en: 'Medical treatment', es: 'Tratamiento médico' } },
  { id: 'case', label: { en: 'Your case', es: 'Su caso' } },
  { id: 'contact', label: { en: 'Contact', es: 'Contacto' } },
];

const STAGE_OF_STEP: Record<string, number> = {
  WasUserInjured: 1,
  WasUserInjuredVW3: 1,
  ActiveInsurancePolicy: 1,
  MissedWork: 1,
  SpeakingWithADoctor: 2,
  DidYouReceiveMedicalTreatment: 2,
  WillingToTreat: 2,
  TypeOfMedicalTreatment: 2,
  PoliceReportFiled: 3,
  HasLawyer: 3,
  ConfirmationHasLawyer: 3,
  InterestedInFunding: 3,
  FundingAmount: 3,
  HasCaseBeenSettled: 3,
  HasReceivedFunding: 3,
  LawFirmDetails: 3,
  IncidentDescription: 3,
  HitAndRunIdentified: 3,
  UninsuredMotoristCoverage: 3,
  NameAndEmail: 4,
  DateOfBirth: 4,
  PhoneAndZip: 4,
  AllPii: 4,
};

/** The active stage's index for the step shown, given the steps answered before it (oldest first). */
export function activeStage(step: string, answered: readonly string[]): number {
  for (const name of [step, ...[...answered].reverse()]) {
    const stage = STAGE_OF_STEP[name];
    if (stage !== undefined) return stage;
  }
  return 0;
}

export type StageState = 'completed' | 'active' | 'upcoming';

export function stageStates(active: number): StageState[] {
  return PROGRESS_STAGES.map((_, index) =>
    index < active ? 'completed' : index === active ? 'active' : 'upcoming',
  );
}
