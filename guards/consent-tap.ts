import { withoutFields } from './field-maps';
/**
 * What the page reports of the moment the visitor tapped the button that gave consent: the page's path and build,
 * and whether the consent text was wholly in view. They travel beside the lead's fields in its post; the server
 * puts them in the lead's consent receipt as the browser's claim and stores them nowhere else.
 */
export const CONSENT_TAP_FIELDS = {
  inView: 'consent_in_view',
  pagePath: 'consent_page_path',
  pageBuild: 'consent_page_build',
} as const;

export interface ConsentTap {
  /** yes or no as the page measured it; absent when the page said nothing. */
  inView?: 'yes' | 'no';
  pagePath?: string;
  pageBuild?: string;
}

const TAP_VALUE_MAX = 512;

/** The fields that carry the tap's claims: never an answer, a lead field or a claim about one. */
export const CONSENT_TAP_FIELD_NAMES: ReadonlySet<string> = new Set(Object.values(CONSENT_TAP_FIELDS));

/** The tap's claims read from a posted lead, which is left as it is. */
export function consentTapOf(fields: Readonly<Record<string, string | undefined>>): ConsentTap {
  const inView = fields[CONSENT_TAP_FIELDS.inView];
  const pagePath = fields[CONSENT_TAP_FIELDS.pagePath];
  const pageBuild = fields[CONSENT_TAP_FIELDS.pageBuild];
  const tap: ConsentTap = {};
  if (inView === 'yes' || inView === 'no') tap.inView = inView;
  if (pagePath?.trim()) tap.pagePath = pagePath.trim().slice(0, TAP_VALUE_MAX);
  if (pageBuild?.trim()) tap.pageBuild = pageBuild.trim().slice(0, TAP_VALUE_MAX);
  return tap;
}

/** The tap's claims read from a posted lead, and the lead's fields without them. */
export function takeConsentTap<Value extends string | undefined>(
  fields: Readonly<Record<string, Value>>,
): { tap: ConsentTap; rest: Record<string, Value> } {
  return { tap: consentTapOf(fields), rest: withoutFields(fields, CONSENT_TAP_FIELD_NAMES) };
}
