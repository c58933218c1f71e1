import { isYes, normalized, type Answers } from './answers';

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

/**
 * The contact details the spec's query carries to the thank-you page. The page reads the query at load (its own
 * script, and any pixel an operator configured), then takes these out of its address so they stay out of the
 * phone's history and out of every call the page makes afterwards.
 */
export const CONTACT_QUERY_FIELDS = ['email', 'phone'] as const;

/** A page address without the contact details of the thank-you query; an address that is not a URL is kept. */
export function withoutContactDetails(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  for (const field of CONTACT_QUERY_FIELDS) url.searchParams.delete(field);
  return url.href;
}

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
  // A visitor with a lawyer who asked for pre-settlement funding ends on the funding ending, whatever the verdict.
  if (isYes(lead.interested_in_psf)) query.set('funding', 'yes');
  if (options.compensationLevel !== undefined) query.set('cl', options.compensationLevel);
  return query.toString();
}

/** One flow writes "/survey-thank-you/??": every '?' run after the path becomes one. */
export function thankYouUrl(page: string, query: string): string {
  const path = page.replace(/\?+$/, '');
  return query ? `${path}?${query}` : path;
}
