/**
 * The filters of a variant's drop-off: a range of first saves, a traffic source, an affiliate, a device. Lists
 * without zod, so the console's filter form can offer them; the contract's query is built on them.
 */
export const FUNNEL_FILTERS = ['from', 'to', 'utm_source', 'affid', 'device'] as const;
export type FunnelFilter = (typeof FUNNEL_FILTERS)[number];

/** The two kinds of screen the drop-off is read by: a tablet counts as a desktop. */
export const DEVICES = ['phone', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];
