import { z } from 'zod';
import { defineContract } from '../contract';
import { refusalSchema } from '../refusal';
import { consoleSessionCall, signInCall, signOutCall } from './console-session-call';

/**
 * The console's session: signing in sets an HttpOnly, SameSite=Strict cookie and answers the CSRF token the
 * console sends with every change; the session call answers it again after a reload; signing out ends it.
 */
export const signInBodySchema = z.object({
  name: z
    .string()
    .trim()
    .max(64)
    .default('')
    .describe("The operator's name; empty when the password is ADMIN_TOKEN"),
  password: z.string().min(1).max(1024),
});

export const signedInSchema = z.object({
  operator: z.string(),
  csrf_token: z.string().describe('Sent back in X-CSRF-Token with every change'),
  expires_at: z.string(),
});

export const consoleSessionSchema = z.object({
  operator: z.string().describe("The signed-in operator's name, or `token` for a caller with ADMIN_TOKEN"),
  csrf_token: z.string().nullable().describe('Null for a caller with the token, who has no session'),
  expires_at: z.string().nullable(),
});

export type SignInBody = z.input<typeof signInBodySchema>;
export type SignedIn = z.infer<typeof signedInSchema>;
export type ConsoleSession = z.infer<typeof consoleSessionSchema>;

/** 401 for a wrong name or password, 429 after too many. */
export const signInContract = defineContract(signInCall, {
  summary: 'Sign an operator in to the console',
  request: signInBodySchema,
  answer: signedInSchema,
  otherAnswers: { 401: refusalSchema, 429: refusalSchema },
});

export const consoleSessionContract = defineContract(consoleSessionCall, {
  summary: "The signed-in operator's session",
  answer: consoleSessionSchema,
});

export const signOutContract = defineContract(signOutCall, {
  summary: 'Sign the operator out',
  answer: z.null(),
  status: 204,
});
