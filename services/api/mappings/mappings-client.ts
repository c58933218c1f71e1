import { mappingsCall } from './mappings-call';
import { send } from '../../http';

/** The browser waits at most this long for the mapping; the lead goes on without it. */
export const MAPPINGS_TIMEOUT_MS = 10_000;

/**
 * The lead-platform ids the route answers (server/routes/mappings.ts), the same names as guards/tracking.ts's
 * LEAD_PLATFORM_KEYS. Named here rather than imported: that module's imports would split the survey's first load.
 */
const LEAD_PLATFORM_KEYS = ['lp_campaign_id', 'lp_supplier_id', 'lp_key'] as const;

export type LeadPlatformFields = Record<(typeof LEAD_PLATFORM_KEYS)[number], string>;

const asNumber = (value: string | undefined) =>
  value && /^\d{1,12}$/.test(value) ? Number(value) : undefined;

/**
 * Asks the mapping service (`POST /inbound/get-mappings`, spec section 7) for the lead-platform ids of the visit's
 * affiliate and offer, sent as numbers. Every key is there in the answer: the mapping's value, else what the
 * landing URL carried, else empty; a failed call is swallowed and answers the same way.
 */
export async function fetchLeadMappings(
  tracking: Readonly<Record<string, string>>,
  baseUrl?: string,
): Promise<LeadPlatformFields> {
  const given = Object.fromEntries(
    LEAD_PLATFORM_KEYS.map((key) => [key, tracking[key] ?? '']),
  ) as LeadPlatformFields;
  try {
    const mapped: Partial<Record<string, unknown>> =
      (await send(mappingsCall, {
        body: { affid: asNumber(tracking.affid), oid: asNumber(tracking.oid) },
        origin: baseUrl,
        timeoutMs: MAPPINGS_TIMEOUT_MS,
      })) ?? {};
    const fields = { ...given };
    for (const key of LEAD_PLATFORM_KEYS) {
      const value = mapped[key];
      if (typeof value === 'string' && value) fields[key] = value;
    }
    return fields;
  } catch {
    return given;
  }
}
