import { z } from 'zod';
import { defineContract } from '../contract';
import { OPERATOR_ROLES } from '../operator-roles';
import { refusalSchema } from '../refusal';
import {
  accountListCall,
  accountRoleCall,
  addAccountCall,
  apiKeyListCall,
  makeApiKeyCall,
  removeAccountCall,
  revokeApiKeyCall,
} from './operator-accounts-call';

/**
 * The operators' accounts and the API keys of tools, run by admins. A new account gets a one-time password to hand
 * over; its owner sets up the second factor at the first sign-in. A new key is shown once; the database keeps its
 * hash.
 */
const roleSchema = z.enum(OPERATOR_ROLES);
const idParams = z.object({ id: z.string().min(1).max(64) });

export const operatorAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  second_factor: z.boolean().describe('Whether the account has set up its authenticator'),
  created_at: z.string(),
});

export const accountListSchema = z.object({ accounts: z.array(operatorAccountSchema) });

export const newAccountBodySchema = z.object({
  email: z.email().max(254),
  role: roleSchema,
});

export const accountAddedSchema = z.object({
  account: operatorAccountSchema,
  password: z.string().describe('Shown once: the first sign-in sets up the second factor'),
});

export const roleBodySchema = z.object({ role: roleSchema });

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: roleSchema,
  created_at: z.string(),
  created_by: z.string(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });

export const newApiKeyBodySchema = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'letters, digits, dot, dash or underscore, at most 64'),
  role: roleSchema,
});

export const apiKeyMadeSchema = z.object({
  key: apiKeySchema,
  secret: z.string().describe('Shown once: send it as `Authorization: Bearer <secret>`'),
});

export type OperatorAccountView = z.infer<typeof operatorAccountSchema>;
export type AccountList = z.infer<typeof accountListSchema>;
export type NewAccountBody = z.input<typeof newAccountBodySchema>;
export type AccountAdded = z.infer<typeof accountAddedSchema>;
export type RoleBody = z.input<typeof roleBodySchema>;
export type ApiKeyView = z.infer<typeof apiKeySchema>;
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;
export type NewApiKeyBody = z.input<typeof newApiKeyBodySchema>;
export type ApiKeyMade = z.infer<typeof apiKeyMadeSchema>;

export const accountListContract = defineContract(accountListCall, {
  summary: "List the operators' accounts",
  role: 'admin',
  answer: accountListSchema,
});

/** 409 when the e-mail has an account already. */
export const addAccountContract = defineContract(addAccountCall, {
  summary: 'Add an operator account',
  role: 'admin',
  request: newAccountBodySchema,
  answer: accountAddedSchema,
  status: 201,
  otherAnswers: { 409: refusalSchema },
});

/** 409 when it would leave no admin. */
export const accountRoleContract = defineContract(accountRoleCall, {
  summary: "Change an account's role",
  role: 'admin',
  params: idParams,
  request: roleBodySchema,
  answer: operatorAccountSchema,
  otherAnswers: { 404: refusalSchema, 409: refusalSchema },
});

/** 409 when it is the last admin. */
export const removeAccountContract = defineContract(removeAccountCall, {
  summary: 'Remove an operator account and end its sessions',
  role: 'admin',
  params: idParams,
  answer: z.null(),
  status: 204,
  otherAnswers: { 404: refusalSchema, 409: refusalSchema },
});

export const apiKeyListContract = defineContract(apiKeyListCall, {
  summary: 'List the API keys',
  role: 'admin',
  answer: apiKeyListSchema,
});

export const makeApiKeyContract = defineContract(makeApiKeyCall, {
  summary: 'Make an API key for a tool, with a role',
  role: 'admin',
  request: newApiKeyBodySchema,
  answer: apiKeyMadeSchema,
  status: 201,
});

export const revokeApiKeyContract = defineContract(revokeApiKeyCall, {
  summary: 'Revoke an API key',
  role: 'admin',
  params: idParams,
  answer: z.null(),
  status: 204,
  otherAnswers: { 404: refusalSchema },
});
