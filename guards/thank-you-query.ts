import { normalized, type Answers } from './answers';

/** The fields of the thank-you redirect query, in the spec's order (section 7). */
const CARRIED_FIELDS = [
  'email',
  'city',
  'state',
  'zip_code',
  'phone',
  'state_long',
  'ef_transaction_id',
  'affid',
  'sub_id',
] as const;

export interface ThankYouOptions {
  language: 'en' | 'es';
  /**
   * What the funnel was about. A flow that is not about an accident is named (flow=benefits), so the thank-you
   * page it shares with the accident funnels words its result for it; the ticket flow has a page of its own.
   */
  flow?: 'accident' | 'benefits' | 'ticket';
  /** The compensation level, carried as cl when the page was opened with show-meter=yes. */
  compensationLevel?: string;
}

/** The query string of the thank-you page for a lead (without the leading '?'). */
export function thankYouQuery(lead: Answers, options: ThankYouOptions): string {
  const query = new URLSearchParams();
  for (const field of CARRIED_FIELDS) query.set(field, lead[field] ?? '');
  const qualified = normalized(lead.lead_is_qualified) === 'yes';
  query.set('q', qualified ? 'y' : 'n');
  if (!qualified && lead.dq_reason) {
    query.set('is_disqualified', 'true');
    query.set('dq_reason', lead.dq_reason);
  } else if (!qualified) {
    query.set('is_disqualified', 'true');
  }
  if (options.language === 'es') query.set('lang', 'es');
  if (options.flow && options.flow !== 'accident') query.set('flow', options.flow);
  if (options.compensationLevel !== undefined) query.set('cl', options.compensationLevel);
  return query.toString();
}

/** One flow writes "/survey-thank-you/??": every '?' run after the path becomes one. */
export function thankYouUrl(page: string, query: string): string {
  const path = page.replace(/\?+$/, '');
  return query ? `${path}?${query}` : path;
}
