/**
 * The lead fields that say something about the visitor's body: the injury and medical answers, what the rules
 * derive from them, and the free-text description, which visitors fill with their injuries. A state whose
 * health-data rule is `withhold` (guards/state-rules.ts) has these left out of every payload; a test checks every
 * answer and derived field named like an injury or a treatment is here, so a new step's field cannot slip past.
 */
export const INJURY_ANSWER_FIELDS: readonly string[] = [
  'physical_injury',
  'injury_type',
  'injury_rx_qualified',
  'doctor_treatment',
  'when_seek_medical_treatment',
  'when_seek_medical_treatment_date',
  'type_of_medical_treatment',
  'required_medical_treatment',
  'speaking_with_doctor',
  'willing_to_treat',
  'case_description',
  'message',
];
