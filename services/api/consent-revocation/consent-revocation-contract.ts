import { z } from 'zod';
import { isEmailAddress } from '../../../guards/email-address';
import { phoneDigits } from '../../../guards/field-rules';
import { hasControlCharacters } from '../../../guards/lead-normalization';
import { defineContract } from '../contract';
import { listLimit } from '../operator-lists';
import { refusalSchema } from '../refusal';
import {
  consentRevocationCall,
  consentRevocationListCall,
  consentRevocationNoteCall,
  smsInboundCall,
  smsOutboxReplyCall,
} from './consent-revocation-call';

/** Where a revocation came from: a reply to a text, the site's form, or an e-mail or call an operator noted. */
export const REVOCATION_CHANNELS = ['sms', 'web', 'email', 'call'] as const;
export type RevocationChannel = (typeof REVOCATION_CHANNELS)[number];

const text = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), 'Must not contain control characters');

const optionalEmail = text(254)
  .refine((value) => value === '' || isEmailAddress(value), 'Must be a valid e-mail address')
  .default('');
const optionalPhone = text(30)
  .transform(phoneDigits)
  .refine((digits) => digits === '' || /^\d{10}$/.test(digits), 'Must have 10 digits')
  .default('');

/** The revoke-consent form: the e-mail or the phone the person gave (either is enough, both are better). */
export const consentRevocationBodySchema = z
  .strictObject({ email: optionalEmail, phone: optionalPhone })
  .refine((body) => body.email !== '' || body.phone !== '', {
    path: ['email'],
    message: 'Give the e-mail or the phone you used',
  });

export type ConsentRevocationFields = Required<z.input<typeof consentRevocationBodySchema>>;

export const consentRevocationAnswerSchema = z.object({
  id: z.string(),
  /** YYYY-MM-DD: the last day the revocation is honoured by. */
  honour_by: z.string(),
});
export type ConsentRevocationAnswer = z.infer<typeof consentRevocationAnswerSchema>;

export const consentRevocationContract = defineContract(consentRevocationCall, {
  summary: 'Revoke consent to calls and texts',
  request: consentRevocationBodySchema,
  answer: consentRevocationAnswerSchema,
  status: 202,
  otherAnswers: { 400: refusalSchema },
});

/** Twilio's inbound message, of whose many fields only these two are read. */
export const smsInboundBodySchema = z.looseObject({
  From: z.string({ error: 'Required' }).trim().min(1, 'Required').max(40),
  Body: z.string().max(1600).default(''),
});
export type SmsInboundFields = z.input<typeof smsInboundBodySchema>;

export const smsInboundContract = defineContract(smsInboundCall, {
  summary: "The SMS provider's inbound webhook: a reply STOP revokes consent",
  request: smsInboundBodySchema,
  answer: z.string().describe('TwiML: an empty <Response/>, nothing sent back'),
  produces: ['text/xml'],
  otherAnswers: { 403: refusalSchema },
});

export const operatorRevocationNoteSchema = z.strictObject({
  channel: z.enum(['email', 'call']),
  /** The e-mail or the phone the person named, written any way. */
  contact: text(254).pipe(z.string().min(1, 'Required')),
});
export type OperatorRevocationNote = z.input<typeof operatorRevocationNoteSchema>;

export const consentRevocationNoteContract = defineContract(consentRevocationNoteCall, {
  summary: 'Note a revocation of consent that came by e-mail or by a call',
  role: 'member',
  request: operatorRevocationNoteSchema,
  answer: consentRevocationAnswerSchema,
  status: 202,
  otherAnswers: { 422: refusalSchema },
});

export const smsReplySchema = z.strictObject({
  phone: text(40).pipe(z.string().min(1, 'Required')),
  body: text(1600),
});
export type SmsReply = z.input<typeof smsReplySchema>;

export const smsOutboxReplyContract = defineContract(smsOutboxReplyCall, {
  summary: "Reply to the embedded SMS sender's message as the person would (a STOP revokes consent)",
  role: 'member',
  request: smsReplySchema,
  answer: z.object({ revoked: z.boolean() }),
  otherAnswers: { 422: refusalSchema },
});

/** What one destination was told of a revocation, and whether it acknowledged. */
export const revocationNoticeSchema = z.object({
  destination: z.string(),
  /** queued while it is being sent or retried, delivered once acknowledged, dead when retries ran out. */
  status: z.string(),
  attempts: z.number().int(),
  outcome: z.string(),
  /** ISO 8601 instant the destination acknowledged it; null until then. */
  acknowledged_at: z.string().nullable(),
});

export const storedRevocationSchema = z.object({
  id: z.string(),
  /** ISO 8601 instant, UTC. */
  received_at: z.string(),
  channel: z.enum(REVOCATION_CHANNELS),
  /** Masked: enough to tell two apart, not to name anyone. */
  email: z.string(),
  phone: z.string(),
  honour_by: z.string(),
  operator: z.string(),
  deliveries_withheld: z.number().int(),
  notices: z.array(revocationNoticeSchema),
});

export const consentRevocationListQuerySchema = z.object({ limit: listLimit() });
export const consentRevocationListSchema = z.object({ revocations: z.array(storedRevocationSchema) });

export type RevocationNotice = z.infer<typeof revocationNoticeSchema>;
export type StoredRevocation = z.infer<typeof storedRevocationSchema>;
export type ConsentRevocationListQuery = z.input<typeof consentRevocationListQuerySchema>;
export type ConsentRevocationList = z.infer<typeof consentRevocationListSchema>;

export const consentRevocationListContract = defineContract(consentRevocationListCall, {
  summary: 'List the revocations of consent, each with its deadline and what each buyer acknowledged',
  role: 'member',
  query: consentRevocationListQuerySchema,
  answer: consentRevocationListSchema,
});
