/**
 * The landing URL a lead's page recorded (`landing_page_url`), read as the server reads it: a path alone is read
 * against a placeholder origin, and text that is no URL at all is none. The replay, the authority and the
 * experiments each read it for every lead; parsing it once a lead rather than four times was about 1% of a lead's
 * CPU, so the last few parsed are kept. The URL given is shared: read it, never change it.
 */

const PLACEHOLDER_ORIGIN = 'http://landing.invalid';
/** More than the leads a process has in hand at once (the bench posts 32 at a time). */
const KEPT = 64;

const parsed = new Map<string, URL | undefined>();

function parse(text: string): URL | undefined {
  try {
    return new URL(text, PLACEHOLDER_ORIGIN);
  } catch {
    return undefined;
  }
}

export function landingUrlOf(lead: Readonly<Record<string, string | undefined>>): URL | undefined {
  const text = lead.landing_page_url ?? '';
  if (parsed.has(text)) return parsed.get(text);
  const url = parse(text);
  if (parsed.size >= KEPT) parsed.delete(parsed.keys().next().value!);
  parsed.set(text, url);
  return url;
}

/** The landing URL's query as name and value pairs, in order; none when there is no URL. */
export function landingQueryOf(lead: Readonly<Record<string, string | undefined>>): [string, string][] {
  return [...(landingUrlOf(lead)?.searchParams.entries() ?? [])];
}
