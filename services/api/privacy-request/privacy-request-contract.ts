import { z } from 'zod';
import { isEmailAddress } from '../../../guards/email-address';
import { phoneDigits } from '../../../guards/field-rules';
import { hasControlCharacters } from '../../../guards/lead-normalization';
import { defineContract } from '../contract';
import { listLimit } from '../operator-lists';
import { refusalSchema } from '../refusal';
import {
  privacyRequestCall,
  privacyRequestDoneCall,
  privacyRequestHonourCall,
  privacyRequestListCall,
} from './privacy-request-call';

/**
 * The contract of `POST /api/privacy-requests`: a "do not sell my information" request. Name and e-mail find the
 * visitor's records; phone, state and details help when they are given.
 */
// Not a lead: a request with a control character in it is refused, naming the field, rather than stored altered.
const withoutControls = (schema: z.ZodString) =>
  schema.refine((value) => !hasControlCharacters(value), 'Must not contain control characters');
const text = (max: number) => withoutControls(z.string().trim().max(max, `At most ${max} characters`));
const required = (max: number) =>
  withoutControls(
    z
      .string({ error: (issue) => (issue.input === undefined ? 'Required' : 'Must be text') })
      .trim()
      .min(1, 'Required')
      .max(max, `At most ${max} characters`),
  );

export const privacyRequestBodySchema = z.strictObject({
  first_name: required(100),
  last_name: required(100),
  email: required(254).refine(isEmailAddress, 'Must be a valid e-mail address'),
  phone: text(30)
    .transform(phoneDigits)
    .refine((digits) => digits === '' || /^\d{10}$/.test(digits), 'Must have 10 digits')
    .default(''),
  state: text(40).default(''),
  details: text(2000).default(''),
});

export type PrivacyRequestBody = z.output<typeof privacyRequestBodySchema>;

/** The request as the form sends it: every field, empty when not given. */
export type PrivacyRequestFields = Required<z.input<typeof privacyRequestBodySchema>>;

export const privacyRequestAnswerSchema = z.object({ id: z.string() });
export type PrivacyRequestAnswer = z.infer<typeof privacyRequestAnswerSchema>;

export const privacyRequestContract = defineContract(privacyRequestCall, {
  summary: 'File a "do not sell my information" request',
  request: privacyRequestBodySchema,
  answer: privacyRequestAnswerSchema,
  status: 202,
});

/** A request as operators read it (`GET /api/privacy-requests`), newest first. */
export const storedPrivacyRequestSchema = z.object({
  id: z.string(),
  /** ISO 8601 instant, UTC. */
  received_at: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  state: z.string(),
  details: z.string(),
  done_at: z.string().nullable().describe('When an operator marked it done; null while it is open'),
  honoured: z
    .boolean()
    .describe(
      "True once honoured: the person's data is erased and the request keeps no e-mail, phone or details",
    ),
});

export const privacyRequestListQuerySchema = z.object({ limit: listLimit() });
export const privacyRequestListSchema = z.object({ requests: z.array(storedPrivacyRequestSchema) });

const requestId = z.object({ id: z.string().min(1) });

export const privacyRequestDoneSchema = z.object({ id: z.string(), done: z.literal(true) });

export const privacyRequestHonourBodySchema = z.object({
  /** The operator confirms by typing the request's e-mail or phone, so a slip of the mouse deletes nothing. */
  confirm: z.string().trim().min(1).describe("The request's e-mail or phone, typed again"),
});

/** What an honour deleted, counted: never whose. */
export const privacyRequestHonouredSchema = privacyRequestDoneSchema.extend({
  leads: z.number().int(),
  sessions: z.number().int(),
  deliveries: z.number().int(),
  sms_outbox: z.number().int(),
  phone_verifications: z.number().int(),
});

export type StoredPrivacyRequest = z.infer<typeof storedPrivacyRequestSchema>;
export type PrivacyRequestListQuery = z.input<typeof privacyRequestListQuerySchema>;
export type PrivacyRequestList = z.infer<typeof privacyRequestListSchema>;
export type PrivacyRequestDone = z.infer<typeof privacyRequestDoneSchema>;
export type PrivacyRequestHonourBody = z.input<typeof privacyRequestHonourBodySchema>;
export type PrivacyRequestHonoured = z.infer<typeof privacyRequestHonouredSchema>;

export const privacyRequestListContract = defineContract(privacyRequestListCall, {
  summary: 'List the privacy requests',
  role: 'admin',
  query: privacyRequestListQuerySchema,
  answer: privacyRequestListSchema,
});

/** 404 for no such request. */
export const privacyRequestDoneContract = defineContract(privacyRequestDoneCall, {
  summary: 'Mark a privacy request done',
  role: 'admin',
  params: requestId,
  answer: privacyRequestDoneSchema,
  otherAnswers: { 404: refusalSchema },
});

/** 404 for no such request, 409 once honoured, 422 when the confirmation is not its e-mail or phone. */
export const privacyRequestHonourContract = defineContract(privacyRequestHonourCall, {
  summary: "Honour a privacy request: erase the person's data",
  role: 'admin',
  params: requestId,
  request: privacyRequestHonourBodySchema,
  answer: privacyRequestHonouredSchema,
  otherAnswers: { 404: refusalSchema, 409: refusalSchema, 422: refusalSchema },
});
