import { PERSONAL_FIELDS } from '../../guards/lead-fields';

/**
 * What of a stored lead a buyer is sent. Never our own lead-platform fields: a contact-form lead carries the ids and
 * key of our delivery campaign (`lp_key` is a secret), and a buyer gets its own where its protocol wants them.
 */
const OUR_PLATFORM_FIELDS = new Set(['lp_campaign_id', 'lp_supplier_id', 'lp_key', 'lp_ping_id']);

/** The lead as a post carries it: every field but our platform's. */
export function postedLead(lead: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(lead).filter(([field]) => !OUR_PLATFORM_FIELDS.has(field)));
}

/** The lead as a ping carries it: no field the catalogue marks personal, and none of our platform's. */
export function pingFields(lead: Readonly<Record<string, string>>): Record<string, string> {
  const personal = new Set<string>(PERSONAL_FIELDS);
  return Object.fromEntries(Object.entries(postedLead(lead)).filter(([field]) => !personal.has(field)));
}
