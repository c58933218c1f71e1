import { z } from 'zod';

/**
 * The contract of `GET /api/call-number?page=…`: the tracked number for the visitor's page. The browser sends the
 * page's full URL, because the rules and Retreaver read its query (affid, utm_source).
 */
const MAX_PAGE_URL_LENGTH = 4096;

export const callNumberQuerySchema = z.object({
  page: z
    .string({ error: 'Required' })
    .max(MAX_PAGE_URL_LENGTH, `At most ${MAX_PAGE_URL_LENGTH} characters`)
    .refine(isHttpUrl, 'Must be an absolute http(s) URL'),
});

export const callNumberAnswerSchema = z.object({
  retreaverNumber: z.string(),
  retreaverNumberFormatted: z.string(),
});

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
