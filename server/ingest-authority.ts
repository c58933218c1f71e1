import { landingQueryOf, landingUrlOf } from './landing-url';
import { yesNo } from '../guards/answers';
import { SERVER_DECIDED_FIELDS } from '../guards/lead-rules';
import { proofsFromQuery } from '../guards/proof-fields';
import { textVerdicts } from '../guards/text-verdicts';
import { ACTION_FIELDS, askedFields } from '../variants/registries/asked-fields';
import { EVERY_STEP } from '../variants/steps/every-step';
import { findSurveyRoute } from '../variants/routes/route-table';
import {
  authorizeLead,
  type AuthorizedLead,
  type FieldSource,
  type LeadRequestContext,
} from './lead-authority';
import { smsVerifiedOf } from './sms-verified';

/** The flags a contact-form lead can earn: its names are checked like a funnel lead's. */
const CONTACT_FLAGS = ['name_gibberish', 'name_bad_word'] as const;

/**
 * What a contact-form lead may carry of the fields funnel steps ask: the person, how to reach them, the kind of
 * accident and their words, and the consent text they saw. Every other asked field (`with_Lawyer`, `at_Fault`,
 * the dates, …) is an answer no contact form gives, so a body carrying it is kept as a claim only.
 */
const CONTACT_FIELDS: ReadonlySet<string> = new Set([
  'firstName',
  'first_name',
  'lastName',
  'last_name',
  'email',
  'phone',
  'address',
  'zip_code',
  'accident_type',
  'case_description',
  'tcpa',
]);

/** Fields a contact-form body may not set: every funnel answer it does not ask, and everything the server decides. */
const NOT_FROM_A_CONTACT_BODY: ReadonlySet<string> = new Set(
  [...askedFields(EVERY_STEP), ...ACTION_FIELDS, ...SERVER_DECIDED_FIELDS, 'sms_verified'].filter(
    // The IP and user agent come in already the request's own (server/lead-intake.ts), the body's kept as claims.
    (field) => !CONTACT_FIELDS.has(field) && field !== 'ip_address' && field !== 'user_agent',
  ),
);

function comesFromFunnel(lead: Readonly<Record<string, string>>): boolean {
  const landing = landingUrlOf(lead);
  return landing !== undefined && findSurveyRoute(landing.pathname) !== undefined;
}

/**
 * The server's authority over an /ingest lead, as over a /post-lead one: a GPO or MMM funnel lead (its landing
 * page is a survey route) has every flag re-derived from its raw answers under its variant's rules. A contact-form
 * lead has no verdict: it answers none of the questions a verdict is made of, so `lead_is_qualified`, `dq_reason`
 * and every answer the form does not ask are kept only in `claimed`, never in the lead. It earns the flags its
 * fields allow (the name checks, and `do_not_send_to_dq` from them) and `sms_verified` from the server's own
 * record.
 */
export async function authorizeIngestLead(
  fields: Readonly<Record<string, string>>,
  trail: unknown,
  context: LeadRequestContext,
): Promise<AuthorizedLead> {
  // A funnel's lead (GPO and MMM) is replayed from its trail like any other.
  if (comesFromFunnel(fields)) return authorizeLead(fields, trail, context);
  const lead: Record<string, string> = {};
  const claimed: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (NOT_FROM_A_CONTACT_BODY.has(field)) claimed[field] = value;
    else lead[field] = value;
  }
  // A proof the landing URL gave is tracking, never the lead's proof (docs/page-scripts.md).
  for (const field of proofsFromQuery(lead, landingQueryOf(lead))) {
    claimed[field] = lead[field] ?? '';
    delete lead[field];
  }
  const verdicts = textVerdicts(lead);
  for (const flag of CONTACT_FLAGS) lead[flag] = verdicts[flag];
  lead.do_not_send_to_dq = yesNo(CONTACT_FLAGS.some((flag) => verdicts[flag] === 'yes'));
  lead.sms_verified = await smsVerifiedOf(lead, context.phoneApproved);
  // A claim the server agrees with is no claim worth auditing.
  for (const [field, value] of Object.entries(claimed)) {
    if (lead[field] === value) delete claimed[field];
  }
  // A contact form has no steps to replay: what it sent is its own claim, the flags the server's.
  const sources: Record<string, FieldSource> = {};
  for (const field of Object.keys(lead)) sources[field] = 'claimed';
  for (const flag of [...CONTACT_FLAGS, 'do_not_send_to_dq']) sources[flag] = 'derived';
  sources.sms_verified = 'server';
  return { lead, claimed, sources, trail: [] };
}
