/**
 * The per-state rules the product follows, as dated and sourced data (docs/state-rules.md). This is not legal
 * advice: counsel reviews this file before anyone relies on it, and every change is a new dated entry, never an
 * edit of an old one, so the file keeps what the rule was and since when.
 *
 * The browser never imports this file: its statute check reads the product's table alone
 * (statute-of-limitations.ts, whose years the `spec` entries here carry), and the server, which reads this file,
 * decides the stored verdict under the law set its STATE_RULES setting chooses.
 */
import { statuteYears, type StateLawSet, type StatuteYearsReader } from './statute-of-limitations';

/** The day a value took effect, yyyy-MM-dd; `long-standing` where it predates this file and its day was not recorded. */
export type Since = `${number}-${number}-${number}` | 'long-standing';

/** One value of one rule: what it is, the law that says so, and since when. */
export interface RuleValue<Value> {
  value: Value;
  /** The statute or regulation, by name and section. */
  source: string;
  since: Since;
  /** Set when a value (or its day) still needs counsel's confirmation: what to check. */
  review?: string;
}

export interface StatuteOfLimitations {
  /** Years to file a personal-injury claim, as the product's agreed table says (statute-of-limitations.ts): the default. */
  spec: RuleValue<number>;
  /** The law's history, oldest first: each entry applies to accidents on or after its day. */
  law: readonly RuleValue<number>[];
}

const longStanding = (value: number, source: string, review?: string): RuleValue<number> => ({
  value,
  source,
  since: 'long-standing',
  ...(review ? { review } : {}),
});

/** The product's table's years for a state, with the law they come from. */
function specEntry(code: string, source: string, review?: string): RuleValue<number> {
  const years = statuteYears(code);
  if (years === undefined) throw new Error(`${code} is not in the statute table`);
  return longStanding(years, source, review);
}

/** A state whose law is the product's table: one long-standing entry, read by both law sets. */
function settled(code: string, source: string, review?: string): StatuteOfLimitations {
  const entry = specEntry(code, source, review);
  return { spec: entry, law: [entry] };
}

/** Years a personal-injury claim from a car accident may be filed after it, per jurisdiction. */
export const STATUTE_OF_LIMITATIONS_RULES = {
  AL: settled('AL', 'Ala. Code § 6-2-38(l)'),
  AK: settled('AK', 'Alaska Stat. § 09.10.070'),
  AZ: settled('AZ', 'Ariz. Rev. Stat. § 12-542'),
  AR: settled('AR', 'Ark. Code § 16-56-105'),
  CA: settled('CA', 'Cal. Civ. Proc. Code § 335.1'),
  CO: settled('CO', 'Colo. Rev. Stat. § 13-80-101(1)(n) (motor vehicle accidents)'),
  CT: settled('CT', 'Conn. Gen. Stat. § 52-584'),
  DE: settled('DE', '10 Del. C. § 8119'),
  DC: settled('DC', 'D.C. Code § 12-301(8)'),
  FL: {
    spec: specEntry('FL', 'Fla. Stat. § 95.11(3)(a) (negligence, before 2023)'),
    law: [
      specEntry('FL', 'Fla. Stat. § 95.11(3)(a) (negligence, before 2023)'),
      {
        value: 2,
        source: 'Fla. Stat. § 95.11(4)(a), as amended by ch. 2023-15, Laws of Fla. (HB 837)',
        since: '2023-03-24',
      },
    ],
  },
  GA: settled('GA', 'O.C.G.A. § 9-3-33'),
  HI: settled('HI', 'Haw. Rev. Stat. § 657-7'),
  ID: settled('ID', 'Idaho Code § 5-219(4)'),
  IL: settled('IL', '735 ILCS 5/13-202'),
  IN: settled('IN', 'Ind. Code § 34-11-2-4'),
  IA: settled('IA', 'Iowa Code § 614.1(2)'),
  KS: settled('KS', 'Kan. Stat. § 60-513(a)(4)'),
  KY: {
    spec: specEntry('KY', 'Ky. Rev. Stat. § 413.140(1)(a)'),
    law: [
      specEntry('KY', 'Ky. Rev. Stat. § 413.140(1)(a)'),
      longStanding(
        2,
        'Ky. Rev. Stat. § 304.39-230(6) (Motor Vehicle Reparations Act)',
        'two years from the injury or the last reparation payment, for motor vehicle accidents the Act covers: confirm it applies to every lead',
      ),
    ],
  },
  LA: {
    spec: specEntry('LA', 'La. Civ. Code art. 3492 (delictual actions, before July 2024)'),
    law: [
      specEntry('LA', 'La. Civ. Code art. 3492 (delictual actions, before July 2024)'),
      { value: 2, source: 'La. Civ. Code art. 3493.1, enacted by Acts 2024, No. 423', since: '2024-07-01' },
    ],
  },
  ME: settled('ME', '14 M.R.S. § 752'),
  MD: settled('MD', 'Md. Code, Cts. & Jud. Proc. § 5-101'),
  MA: settled('MA', 'Mass. Gen. Laws ch. 260, § 2A'),
  MI: settled('MI', 'Mich. Comp. Laws § 600.5805(2)'),
  MN: settled(
    'MN',
    'Minn. Stat. § 541.07(1)',
    'negligence claims may fall under Minn. Stat. § 541.05 subd. 1(5) (six years): confirm which applies',
  ),
  MS: settled('MS', 'Miss. Code § 15-1-49'),
  MO: settled('MO', 'Mo. Rev. Stat. § 516.120'),
  MT: settled('MT', 'Mont. Code § 27-2-204'),
  NE: settled('NE', 'Neb. Rev. Stat. § 25-207'),
  NV: settled('NV', 'Nev. Rev. Stat. § 11.190(4)(e)'),
  NH: settled('NH', 'N.H. Rev. Stat. § 508:4'),
  NJ: settled('NJ', 'N.J. Stat. § 2A:14-2'),
  NM: settled('NM', 'N.M. Stat. § 37-1-8'),
  NY: settled('NY', 'N.Y. C.P.L.R. § 214(5)'),
  NC: settled('NC', 'N.C. Gen. Stat. § 1-52(16)'),
  ND: settled('ND', 'N.D. Cent. Code § 28-01-16'),
  OH: settled('OH', 'Ohio Rev. Code § 2305.10'),
  OK: settled('OK', '12 Okla. Stat. § 95(A)(3)'),
  OR: settled('OR', 'Or. Rev. Stat. § 12.110(1)'),
  PA: settled('PA', '42 Pa. C.S. § 5524'),
  RI: settled('RI', 'R.I. Gen. Laws § 9-1-14(b)'),
  SC: settled('SC', 'S.C. Code § 15-3-530'),
  SD: settled('SD', 'S.D. Codified Laws § 15-2-14(3)'),
  TN: settled('TN', 'Tenn. Code § 28-3-104(a)(1)'),
  TX: settled('TX', 'Tex. Civ. Prac. & Rem. Code § 16.003'),
  UT: settled('UT', 'Utah Code § 78B-2-307'),
  VT: settled('VT', '12 V.S.A. § 512(4)'),
  VA: settled('VA', 'Va. Code § 8.01-243(A)'),
  WA: settled('WA', 'Rev. Code Wash. § 4.16.080(2)'),
  WV: settled('WV', 'W. Va. Code § 55-2-12'),
  WI: settled('WI', 'Wis. Stat. § 893.54(1m)'),
  WY: settled('WY', 'Wyo. Stat. § 1-3-105(a)(iv)'),
} as const satisfies Record<string, StatuteOfLimitations>;

export type StateCode = keyof typeof STATUTE_OF_LIMITATIONS_RULES;

/**
 * The statute check's years under a law set: `spec` reads the product's table, `current` the law in force on
 * the accident's day (a change applies to accidents on or after its day, as Florida's and Louisiana's did).
 */
export function statuteYearsUnder(lawSet: StateLawSet): StatuteYearsReader {
  return (stateCode, incidentDate) => {
    const code = stateCode.trim().toUpperCase();
    if (!isStateCode(code)) return undefined;
    const rules: StatuteOfLimitations = STATUTE_OF_LIMITATIONS_RULES[code];
    if (lawSet === 'spec') return rules.spec.value;
    return (inForceOn(rules.law, incidentDate) ?? rules.spec).value;
  };
}

/** When a buyer may call a lead: local hours (24 h, `HH:mm`) and calls a day, where a cap applies. */
export interface CallingWindow {
  start: string;
  end: string;
  /** Calls on the same subject a day (24 hours); absent: no cap. */
  dailyCap?: number;
}

/** The federal rule, wherever no state's is stricter: 8 am to 9 pm at the called party's location, no cap. */
export const FEDERAL_CALLING_WINDOW: RuleValue<CallingWindow> = {
  value: { start: '08:00', end: '21:00' },
  source: '47 C.F.R. § 64.1200(c)(1) (TCPA)',
  since: 'long-standing',
};

/** States with stricter calling hours or a daily cap than the federal rule, each entry from its day. */
export const CALLING_WINDOW_RULES: Partial<Record<StateCode, readonly RuleValue<CallingWindow>[]>> = {
  FL: [
    {
      value: { start: '08:00', end: '20:00', dailyCap: 3 },
      source: 'Fla. Stat. § 501.059(8) (Florida Telephone Solicitation Act, as amended by ch. 2021-94)',
      since: '2021-07-01',
    },
  ],
  OK: [
    {
      value: { start: '08:00', end: '20:00', dailyCap: 3 },
      source: '15 Okla. Stat. § 775C.4 (Telephone Solicitation Act of 2022)',
      since: '2022-11-01',
    },
  ],
  MD: [
    {
      value: { start: '08:00', end: '20:00', dailyCap: 3 },
      source: 'Md. Code, Com. Law § 14-4503 (Stop the Spam Calls Act of 2023)',
      since: '2024-01-01',
      review: 'effective day recorded as 2024-01-01; some summaries give 2023: confirm',
    },
  ],
  TX: [
    {
      ...FEDERAL_CALLING_WINDOW,
      review:
        'Tex. Bus. & Com. Code § 301.051 also limits calling hours (by weekday, Sunday later): not recorded until counsel confirms them',
    },
  ],
};

/** States with their own telephone-solicitation law (a "mini-TCPA") a buyer must follow beside the federal one. */
export const MINI_TCPA_RULES: Partial<Record<StateCode, readonly RuleValue<boolean>[]>> = {
  FL: [
    {
      value: true,
      source: 'Fla. Stat. § 501.059 (Florida Telephone Solicitation Act, as amended by ch. 2021-94)',
      since: '2021-07-01',
    },
  ],
  OK: [
    {
      value: true,
      source: '15 Okla. Stat. § 775C.1 et seq. (Telephone Solicitation Act of 2022)',
      since: '2022-11-01',
    },
  ],
  MD: [
    {
      value: true,
      source: 'Md. Code, Com. Law § 14-4501 et seq. (Stop the Spam Calls Act of 2023)',
      since: '2024-01-01',
      review: 'effective day recorded as 2024-01-01; some summaries give 2023: confirm',
    },
  ],
  TX: [
    {
      value: true,
      source: 'Tex. Bus. & Com. Code ch. 302 (telephone seller registration), as amended by S.B. 140 (2025)',
      since: '2025-09-01',
    },
  ],
};

/**
 * What a state's privacy law lets the product do with a lead's injury answers (consumer health data):
 * `withhold` (never sold: left out of every payload), `authorization` (sold only to buyers a signed authorization
 * names) or `allow`.
 */
export const HEALTH_DATA_RULE_VALUES = ['withhold', 'authorization', 'allow'] as const;
export type HealthDataRule = (typeof HEALTH_DATA_RULE_VALUES)[number];

/** Wherever no state's law is recorded below. */
export const DEFAULT_HEALTH_DATA_RULE: RuleValue<HealthDataRule> = {
  value: 'allow',
  source: 'no state consumer-health-data law recorded in this file',
  since: 'long-standing',
};

export const HEALTH_DATA_RULES: Partial<Record<StateCode, readonly RuleValue<HealthDataRule>[]>> = {
  MD: [
    {
      value: 'withhold',
      source: 'Md. Code, Com. Law § 14-4607 (Maryland Online Data Privacy Act, § 14-4601 et seq.)',
      since: '2025-10-01',
      review:
        'the Act bars selling sensitive data, consumer health data included: confirm the section and whether injury answers count',
    },
  ],
  WA: [
    {
      value: 'authorization',
      source: 'Rev. Code Wash. § 19.373.070 (My Health My Data Act, ch. 19.373)',
      since: '2024-03-31',
    },
  ],
};

/**
 * Primary time zone of each jurisdiction, for its calling window. Several states span two zones: the window is
 * given in the most populous one, and a buyer calling elsewhere in the state uses the called party's own time.
 */
export const STATE_TIME_ZONES: Readonly<Record<StateCode, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

/** The entry of a dated history in force on a day: the last one whose day is not after it. */
export function inForceOn<Value>(
  history: readonly RuleValue<Value>[] | undefined,
  day: string,
): RuleValue<Value> | undefined {
  let found: RuleValue<Value> | undefined;
  for (const entry of history ?? []) {
    if (entry.since === 'long-standing' || entry.since <= day) found = entry;
  }
  return found;
}

export function isStateCode(code: string): code is StateCode {
  return Object.hasOwn(STATUTE_OF_LIMITATIONS_RULES, code);
}
