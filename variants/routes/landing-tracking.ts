import { fieldSpec, PLACE_FIELDS } from '../../guards/lead-fields';

/**
 * What of the landing URL's tracking a lead may carry. A value whose only source is the URL is tracking whatever
 * its name, never an answer, a verdict or a proof (docs/rules.md): a query parameter named like a field some
 * step of some variant asks, like a field the lead-field catalogue knows as anything but tracking, or like a place
 * field, is left out of the lead. The browser's lead builder and the server's replay both build the lead through
 * this, so the two cannot disagree on it.
 */

/**
 * Every field a step of any variant fills (its own fields, what a choice also sets, what a step's action writes).
 * Written out because a survey page loads only its own variant; test/unit/variants/routes/landing-tracking.test.ts
 * checks it against every step of every variant, so a new step's field fails the test until it is listed here.
 */
export const ANSWER_FIELD_NAMES: readonly string[] = [
  '1_to_1_consent',
  '1_to_1_dq',
  '1_to_1_result',
  '1_to_1_timeout',
  'accident_date_button',
  'accident_type',
  'active_insurance_policy',
  'address',
  'ageGroup',
  'all_possible_buyer_ids',
  'all_possible_buyer_names',
  'all_possible_buyers_number',
  'at_Fault',
  'attorney_name',
  'bac_level',
  'case_description',
  'case_worth',
  'date_of_birth',
  'displayed_buyers',
  'disqualification_cleared',
  'doctor_treatment',
  'email',
  'firstName',
  'first_name',
  'funding_amount',
  'hit_and_run',
  'hit_and_run_identified',
  'incident_date',
  'injury_day',
  'injury_month',
  'injury_rx_qualified',
  'injury_type',
  'injury_year',
  'interested_in_psf',
  'isUSCitizen',
  'lastName',
  'last_name',
  'law_firm_name',
  'lawyer_redirect_reason',
  'missed_work',
  'motor_vehicle_accident',
  'other_driver_vehicle_type',
  'partial_fault',
  'pending_dui_charges',
  'phone',
  'physical_injury',
  'police_report',
  'prior_alcohol_related_offense',
  'prior_funding',
  'required_medical_treatment',
  'secured_benefits',
  'selected_buyer_names',
  'selected_buyers',
  'selected_buyers_changed',
  'selected_buyers_number',
  'settled_case',
  'speaking_with_doctor',
  'tcpa',
  'ticket_date',
  'ticket_received',
  'ticket_state',
  'ticket_type',
  'type_of_alcohol_test_performed',
  'type_of_medical_treatment',
  'uninsured_motorist_coverage',
  'when_seek_medical_treatment',
  'willing_to_treat',
  'with_Lawyer',
  'zip_code',
];

const ANSWERS: ReadonlySet<string> = new Set(ANSWER_FIELD_NAMES);
const PLACE: ReadonlySet<string> = new Set(PLACE_FIELDS);

/** Whether a landing-query field may stand in the lead as tracking. */
export function isLeadTracking(field: string, offerFields: readonly string[] = []): boolean {
  if (offerFields.includes(field)) return true;
  if (ANSWERS.has(field) || PLACE.has(field)) return false;
  return fieldSpec(field).kind === 'tracking';
}

/**
 * The landing tracking a lead carries. `offerFields` are the fields the variant's offer rules read that no step of
 * it asks: the spec has the landing URL give them (v4nvrz's prior alcohol-related offense); they choose the offer
 * the lead goes to, never its verdict.
 */
export function leadTracking(
  tracking: Readonly<Record<string, string>>,
  offerFields: readonly string[] = [],
): Record<string, string> {
  return Object.fromEntries(Object.entries(tracking).filter(([field]) => isLeadTracking(field, offerFields)));
}
