import { z } from 'zod';
import { defineContract } from '../contract';
import { OPERATOR_ROLES } from '../operator-roles';
import { refusalSchema } from '../refusal';
import { consoleSessionCall, signInCall, signOutCall } from './console-session-call';

/**
 * The console's session: signing in sets an HttpOnly, SameSite=Strict cookie and answers the CSRF token the
 * console sends with every change; the session call answers it again after a reload; signing out ends it.
 */
export const signInBodySchema = z.object({
  email: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .describe("The operator's e-mail (or the name an OPERATORS entry had)"),
  password: z.string().min(1).max(1024),
  code: z
    .string()
    .trim()
    .max(64)
    .default('')
    .describe("The authenticator app's 6-digit code, or one of the account's recovery codes"),
});

const roleSchema = z.enum(OPERATOR_ROLES);

export const signedInSchema = z.object({
  status: z
    .enum(['signed-in', 'set-up-second-factor'])
    .describe(
      '`set-up-second-factor`: the password was right but the account has no second factor yet; add the secret to an authenticator app and sign in again with its code',
    ),
  operator: z.string(),
  role: roleSchema.nullable(),
  csrf_token: z.string().nullable().describe('Sent back in X-CSRF-Token with every change'),
  expires_at: z.string().nullable(),
  totp_secret: z.string().nullable().describe('Base32, for an authenticator app, when setting up'),
  totp_uri: z.string().nullable().describe('The same as an otpauth:// URI, when setting up'),
  recovery_codes: z
    .array(z.string())
    .describe('Shown once, when the second factor was just set up: each signs in once without the app'),
});

export const consoleSessionSchema = z.object({
  operator: z.string().describe("The signed-in operator's e-mail, or the API key's name"),
  role: roleSchema,
  csrf_token: z.string().nullable().describe('Null for a caller with an API key, who has no session'),
  expires_at: z.string().nullable(),
});

export type SignInBody = z.input<typeof signInBodySchema>;
export type SignedIn = z.infer<typeof signedInSchema>;
export type ConsoleSession = z.infer<typeof consoleSessionSchema>;

/** 401 for a wrong e-mail, password or code (which one is not said), 429 after too many from one address. */
export const signInContract = defineContract(signInCall, {
  summary: 'Sign an operator in to the console',
  request: signInBodySchema,
  answer: signedInSchema,
  otherAnswers: { 401: refusalSchema, 429: refusalSchema },
});

export const consoleSessionContract = defineContract(consoleSessionCall, {
  summary: "The signed-in operator's session",
  role: 'viewer',
  answer: consoleSessionSchema,
});

export const signOutContract = defineContract(signOutCall, {
  summary: 'Sign the operator out',
  role: 'viewer',
  answer: z.null(),
  status: 204,
});
