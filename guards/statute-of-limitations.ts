/**
 * Years a personal-injury claim may be filed after an accident, per jurisdiction, as the product's agreed table
 * says: what the browser's statute check reads, kept this small because every survey page loads it. The law each
 * value comes from, and the law in force where it changed since, are in state-rules.ts, which the server reads.
 */
export interface Jurisdiction {
  code: string;
  name: string;
  years: number;
}

export const STATUTE_OF_LIMITATIONS: readonly Jurisdiction[] = [
  { code: 'AL', name: 'Alabama', years: 2 },
  { code: 'AK', name: 'Alaska', years: 2 },
  { code: 'AZ', name: 'Arizona', years: 2 },
  { code: 'AR', name: 'Arkansas', years: 3 },
  { code: 'CA', name: 'California', years: 2 },
  { code: 'CO', name: 'Colorado', years: 3 },
  { code: 'CT', name: 'Connecticut', years: 2 },
  { code: 'DE', name: 'Delaware', years: 2 },
  { code: 'DC', name: 'District of Columbia', years: 3 },
  { code: 'FL', name: 'Florida', years: 4 },
  { code: 'GA', name: 'Georgia', years: 2 },
  { code: 'HI', name: 'Hawaii', years: 2 },
  { code: 'ID', name: 'Idaho', years: 2 },
  { code: 'IL', name: 'Illinois', years: 2 },
  { code: 'IN', name: 'Indiana', years: 2 },
  { code: 'IA', name: 'Iowa', years: 2 },
  { code: 'KS', name: 'Kansas', years: 2 },
  { code: 'KY', name: 'Kentucky', years: 1 },
  { code: 'LA', name: 'Louisiana', years: 1 },
  { code: 'ME', name: 'Maine', years: 6 },
  { code: 'MD', name: 'Maryland', years: 3 },
  { code: 'MA', name: 'Massachusetts', years: 3 },
  { code: 'MI', name: 'Michigan', years: 3 },
  { code: 'MN', name: 'Minnesota', years: 2 },
  { code: 'MS', name: 'Mississippi', years: 3 },
  { code: 'MO', name: 'Missouri', years: 5 },
  { code: 'MT', name: 'Montana', years: 3 },
  { code: 'NE', name: 'Nebraska', years: 4 },
  { code: 'NV', name: 'Nevada', years: 2 },
  { code: 'NH', name: 'New Hampshire', years: 3 },
  { code: 'NJ', name: 'New Jersey', years: 2 },
  { code: 'NM', name: 'New Mexico', years: 3 },
  { code: 'NY', name: 'New York', years: 3 },
  { code: 'NC', name: 'North Carolina', years: 3 },
  { code: 'ND', name: 'North Dakota', years: 6 },
  { code: 'OH', name: 'Ohio', years: 2 },
  { code: 'OK', name: 'Oklahoma', years: 2 },
  { code: 'OR', name: 'Oregon', years: 2 },
  { code: 'PA', name: 'Pennsylvania', years: 2 },
  { code: 'RI', name: 'Rhode Island', years: 3 },
  { code: 'SC', name: 'South Carolina', years: 3 },
  { code: 'SD', name: 'South Dakota', years: 3 },
  { code: 'TN', name: 'Tennessee', years: 1 },
  { code: 'TX', name: 'Texas', years: 2 },
  { code: 'UT', name: 'Utah', years: 4 },
  { code: 'VT', name: 'Vermont', years: 3 },
  { code: 'VA', name: 'Virginia', years: 2 },
  { code: 'WA', name: 'Washington', years: 3 },
  { code: 'WV', name: 'West Virginia', years: 2 },
  { code: 'WI', name: 'Wisconsin', years: 3 },
  { code: 'WY', name: 'Wyoming', years: 4 },
];

const byCode = new Map(STATUTE_OF_LIMITATIONS.map((entry) => [entry.code, entry]));

export function statuteYears(stateCode: string): number | undefined {
  return byCode.get(stateCode.trim().toUpperCase())?.years;
}

/** Which statute table the server's statute check reads: the product's agreed table, or the law in force. */
export const STATE_LAW_SETS = ['spec', 'current'] as const;
export type StateLawSet = (typeof STATE_LAW_SETS)[number];

/** The years for a state and an accident's day (yyyy-MM-dd); undefined for a jurisdiction not known. */
export type StatuteYearsReader = (stateCode: string, incidentDate: string) => number | undefined;
