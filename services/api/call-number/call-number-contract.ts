import { z } from 'zod';
import { callNumberCall } from './call-number-call';
import { defineContract } from '../contract';

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

/** The field names are the spec's shared-store fields. */
export const callNumberAnswerSchema = z.object({
  /** E.164 dial string, e.g. +18005550123. */
  retreaverNumber: z.string(),
  /** Display form, e.g. (800) 555-0123. */
  retreaverNumberFormatted: z.string(),
});

export type CallNumberQuery = z.input<typeof callNumberQuerySchema>;
export type CallNumberAnswer = z.infer<typeof callNumberAnswerSchema>;

/** 200 with the tracked number, or 204 without a body when none applies and the page keeps its default. */
export const callNumberContract = defineContract(callNumberCall, {
  summary: "The tracked phone number for the visitor's page",
  query: callNumberQuerySchema,
  answer: callNumberAnswerSchema,
  otherAnswers: { 204: z.null() },
});

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
