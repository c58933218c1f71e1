/**
 * The compensation meter's estimate (spec sections 3 and 9): computed on the server, never trusted from the
 * page, from the answers that weigh on a claim's worth (injury, treatment, missed work, fault, police report)
 * and mapped to the spec's seven bands. The meter starts at 5000 before any answer counts.
 */
export const METER_START = 5000;
export const METER_MAX = 250_000;
/** The front end's cap: a value above the maximum is shown as this. */
export const METER_CAP = 249_500;
/** The largest multiplier a route may apply (the spec's optional multiplier). */
export const METER_MAX_MULTIPLIER = 4;

/** The spec's bands, by their highest value, with their labels (section 9). */
export const METER_BANDS = [
  { level: 1, upTo: 5000, label: 'Low Value' },
  { level: 2, upTo: 7000, label: 'Low to Mid Value' },
  { level: 3, upTo: 12_500, label: 'Mid Value' },
  { level: 4, upTo: 25_000, label: 'Mid to High Value' },
  { level: 5, upTo: 50_000, label: 'High Value' },
  { level: 6, upTo: 100_000, label: 'Very High Value' },
  { level: 7, upTo: 250_000, label: 'Extremely High Value' },
] as const;

export type MeterBand = (typeof METER_BANDS)[number];

/** What each injury adds to the start: the more lasting the harm, the more a claim is worth. */
const INJURY_WORTH: Record<string, number> = {
  'Cuts and Bruises': 2000,
  'Other Injury': 4000,
  Whiplash: 9000,
  'Back or Neck Pain': 12_000,
  'Broken Bones': 30_000,
  'Head Injury': 45_000,
  'Spinal Cord Injury': 90_000,
  'Loss of Limb': 120_000,
};
/** An injury answered only as yes (the variants that do not ask which). */
const UNNAMED_INJURY_WORTH = 4000;
const TREATED_FACTOR = 1.6;
const MISSED_WORK_WORTH = 6000;
const POLICE_REPORT_WORTH = 2000;
/** A visitor at fault recovers little from the other driver. */
const AT_FAULT_FACTOR = 0.4;

export interface EstimateAnswers {
  injury_type?: string;
  physical_injury?: string;
  doctor_treatment?: string;
  missed_work?: string;
  at_Fault?: string;
  police_report?: string;
}

export interface CompensationEstimate {
  /** The value the meter shows: capped at METER_CAP. */
  value: number;
  /** The band's level, 1 to 7: `compLevel`, passed to the thank-you page as `cl`. */
  compLevel: number;
  label: MeterBand['label'];
}

const isYes = (answer: string | undefined) => answer?.trim().toLowerCase() === 'yes';

/** The band of a shown value (0 to 5000 is level 1). */
export function meterBand(value: number): MeterBand {
  return METER_BANDS.find((band) => value <= band.upTo) ?? METER_BANDS[METER_BANDS.length - 1]!;
}

/** Values above the maximum are shown as METER_CAP (spec section 9). */
export function cappedMeterValue(value: number): number {
  return value > METER_MAX ? METER_CAP : Math.max(0, Math.round(value));
}

/**
 * The estimate for the answers so far: the start, plus the injury's worth (raised by treatment), missed work
 * and a police report, cut when the visitor was at fault, times the route's multiplier (1 to 4), then capped.
 * An unanswered question adds nothing, so the meter moves only as the visitor answers.
 */
export function estimateCompensation(answers: EstimateAnswers, multiplier = 1): CompensationEstimate {
  const injured = isYes(answers.physical_injury) || (answers.injury_type ?? '') in INJURY_WORTH;
  let injury = injured ? (INJURY_WORTH[answers.injury_type ?? ''] ?? UNNAMED_INJURY_WORTH) : 0;
  if (injured && isYes(answers.doctor_treatment)) injury *= TREATED_FACTOR;
  let worth = injury + (isYes(answers.missed_work) ? MISSED_WORK_WORTH : 0);
  worth += isYes(answers.police_report) ? POLICE_REPORT_WORTH : 0;
  if (isYes(answers.at_Fault)) worth *= AT_FAULT_FACTOR;
  const factor = Math.min(Math.max(multiplier, 1), METER_MAX_MULTIPLIER);
  const value = cappedMeterValue((METER_START + worth) * factor);
  const band = meterBand(value);
  return { value, compLevel: band.level, label: band.label };
}
