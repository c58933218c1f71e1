import { newTimeOrderedId } from '../services/time-ordered-id';
import { phoneDigits } from '../guards/field-rules';
import { fieldSpec } from '../guards/lead-fields';
import { statuteYearsUnder } from '../guards/state-rules';
import type { StateLawSet } from '../guards/statute-of-limitations';
import { cutToBytes, type NormalizedLead } from '../guards/lead-normalization';
import { ticketLead } from '../guards/ticket-rules';
import type { LeadPath } from '../services/service-worker-messages';
import { utcToday, type Clock } from './clock';
import type { IngestLeadPlatform } from './config';
import { leadExperimentFields } from './experiments';
import { authorizeIngestLead } from './ingest-authority';
import { isTrailReason } from '../guards/trail';
import { consentTapOf, takeConsentTap } from '../guards/consent-tap';
import { authorizeLead, type AuthorizedLead, type FieldSource } from './lead-authority';
import type { Providers } from './providers';
import { checksWithin } from './providers/deadline';
import { NOTIFIED_TRACKING_FIELDS, trackingForOperators } from './operator-text';
import type { Notifier } from './providers/notifier';
import { carriesGpc, GPC_FIELD, markedForGpc } from './privacy-signal';
import type { LeadStore, SaveResult } from './storage/lead-store';

/**
 * How a lead is taken in, whichever way it arrives: its own call (`/post-lead`, `/ticket-lead`, `/ingest`) or the
 * funnel's session report carrying it as a second channel. Each path re-derives the lead with the same rules and
 * stores it before anything answers; the lead_id makes every arrival after the first store nothing new.
 */

export interface LeadIntakeOptions {
  store: LeadStore;
  providers: Providers;
  clock: Clock;
  /** How long the outside checks of one lead may take together before their embedded defaults answer. */
  providerDeadlineMs: number;
  leadPlatform: IngestLeadPlatform;
  /** Whether the server approved a phone for a lead (phone verification). */
  phoneApproved?: (leadId: string, phone: string) => Promise<boolean>;
  /** Whether operators are told of each new qualified lead (NOTIFY_QUALIFIED_LEADS). */
  notifyQualified?: boolean;
  /** The site's date-of-birth states, which decide a step of the funnels the server replays. */
  dateOfBirthStates?: () => Promise<readonly string[]>;
  /** Which statute table decides the accident's limit (STATE_RULES); the product's table when absent. */
  stateLaw?: StateLawSet;
}

function serverSources(fields: Readonly<Record<string, string>>): Record<string, FieldSource> {
  return Object.fromEntries(Object.keys(fields).map((field) => [field, 'server' as const]));
}

/**
 * A ticket lead judged by the ticket rules; one whose trail did not replay keeps its `trail|…` verdict, which no
 * rule of the flow can lift.
 */
function judgedAsTicket(authorized: AuthorizedLead, today: string) {
  const judged = ticketLead(authorized.lead, today);
  const sources = { ...authorized.sources };
  for (const field of Object.keys(judged)) {
    if (judged[field] !== authorized.lead[field]) sources[field] = 'derived';
  }
  if (isTrailReason(authorized.lead.dq_reason)) {
    judged.lead_is_qualified = 'no';
    judged.dq_reason = authorized.lead.dq_reason ?? '';
  }
  for (const field of Object.keys(sources)) if (!Object.hasOwn(judged, field)) delete sources[field];
  return { lead: judged, sources };
}

/** What the server knows of the request that brought the lead. */
export interface LeadArrival {
  ip: string;
  userAgent: string | undefined;
  cookie: string | undefined;
  /** Set when the session report stored the lead because its own post had not arrived. */
  recoveredFrom?: 'session';
  /** The request carried Global Privacy Control (`Sec-GPC: 1`): the lead is marked as opted out of sale. */
  gpc?: boolean;
}

/** The opt-out as the request's header and the body's own word say it (server/privacy-signal.ts). */
function gpcSignal(fields: Readonly<Record<string, string | undefined>>, arrival: LeadArrival) {
  return { header: arrival.gpc === true, body: fields[GPC_FIELD] };
}

export type LeadIntake = Record<
  LeadPath,
  (body: NormalizedLead, arrival: LeadArrival) => Promise<SaveResult>
>;

/** Fields the ingest decides: what the browser sent for them is kept in `claimed`, never trusted. */
const INGEST_SERVER_FIELDS = [
  'lp_campaign_id',
  'lp_supplier_id',
  'lp_key',
  'ip_address',
  'user_agent',
] as const;

/**
 * The bad-words notification: operators hear which field matched on which lead, never the words themselves. It
 * is sent after the lead is stored, never awaited by the answer, and the lead is stored whatever Slack does.
 */
function notifyBadWords(id: string, lead: Record<string, string>, notifier: Notifier): void {
  const fields = [
    lead.bad_words === 'yes' ? 'the case description' : '',
    lead.name_bad_word === 'yes' ? 'the name' : '',
  ].filter(Boolean);
  if (fields.length === 0) return;
  notifier.notify('bad-words', `Lead ${id}: bad words in ${fields.join(' and ')}.`).catch(() => undefined);
}

/**
 * The new-qualified-lead notification: the lead's id, source and offer ids (each only in its shape, else named
 * "invalid": server/operator-text.ts), never the person's details. Sent once,
 * by the process whose store created the lead (a re-sent lead_id creates nothing), after it is stored, never
 * awaited by the answer.
 */
function notifyQualified(saved: SaveResult, notifier: Notifier): void {
  const { stored, created } = saved;
  if (!created || stored.lead.lead_is_qualified !== 'yes') return;
  const offer = NOTIFIED_TRACKING_FIELDS.filter((field) => stored.lead[field])
    .map((field) => `${field} ${trackingForOperators(field, stored.lead[field] ?? '')}`)
    .join(', ');
  notifier
    .notify(
      'qualified-lead',
      `New qualified lead ${stored.id} from ${stored.source}${offer ? ` (${offer})` : ''}.`,
    )
    .catch(() => undefined);
}

export function createLeadIntake(options: LeadIntakeOptions): LeadIntake {
  const { providers, clock, providerDeadlineMs, leadPlatform, phoneApproved, dateOfBirthStates } = options;
  const statuteYears = statuteYearsUnder(options.stateLaw ?? 'spec');
  const checks = () => checksWithin(providers, providerDeadlineMs);
  const store: Pick<LeadStore, 'saveLead'> = {
    async saveLead(lead) {
      const saved = await options.store.saveLead(lead);
      if (options.notifyQualified) notifyQualified(saved, providers.notifier);
      return saved;
    },
  };

  /**
   * What the authority is given for one lead. The site's date-of-birth states are read before the outside checks'
   * deadline starts: the first lead after a start loads the built site for them, which is the server's own time,
   * not a provider's, and must not leave the checks' embedded defaults to answer.
   */
  const authority = async (arrival: LeadArrival, today: string) => {
    const states = (await dateOfBirthStates?.()) ?? [];
    return {
      ip: arrival.ip,
      userAgent: arrival.userAgent,
      today,
      ...checks(),
      phoneApproved,
      dateOfBirthStates: async () => states,
      statuteYears,
    };
  };

  return {
    async '/post-lead'({ fields, issues, trail }, arrival) {
      // The page's report of the consent tap goes to the receipt alone: it is no answer and no lead field (the
      // authority leaves it out of its copy of the browser's map).
      const tap = consentTapOf(fields);
      const {
        lead,
        claimed,
        sources,
        trail: given,
      } = markedForGpc(
        await authorizeLead(fields, trail, await authority(arrival, utcToday(clock))),
        gpcSignal(fields, arrival),
      );
      // The experiment and arm that sent the visitor here, by the arm cookie (server/experiments.ts).
      const experiment = leadExperimentFields(lead, arrival.cookie);
      const saved = await store.saveLead({
        id: fields.lead_id ?? '',
        source: 'post-lead',
        receivedAt: clock(),
        lead: { ...lead, ...experiment },
        claimed,
        sources: { ...sources, ...serverSources(experiment) },
        trail: given,
        validationIssues: issues,
        recoveredFrom: arrival.recoveredFrom,
        consentTap: tap,
      });
      if (saved.created) notifyBadWords(saved.stored.id, saved.stored.lead, providers.notifier);
      return saved;
    },

    /** Judged by the ticket rules (guards/ticket-rules.ts) instead of the accident ones. */
    async '/ticket-lead'({ fields, issues, trail }, arrival) {
      const tap = consentTapOf(fields);
      const today = utcToday(clock);
      const authorized = await authorizeLead(fields, trail, await authority(arrival, today));
      const { lead, sources, claimed } = markedForGpc(
        { ...judgedAsTicket(authorized, today), claimed: authorized.claimed },
        gpcSignal(fields, arrival),
      );
      return store.saveLead({
        id: fields.lead_id ?? '',
        source: 'ticket',
        receivedAt: clock(),
        lead,
        claimed,
        sources,
        trail: authorized.trail,
        validationIssues: issues,
        recoveredFrom: arrival.recoveredFrom,
        consentTap: tap,
      });
    },

    /** Contact-form, GPO and MMM leads: the lead platform's ids from configuration, a phone of ten digits. */
    async '/ingest'({ fields: posted, issues, trail }, arrival) {
      const { tap, rest: fields } = takeConsentTap(posted);
      const { lead_id: leadId, ...answers } = fields;
      const claimed: Record<string, string> = {};
      for (const field of INGEST_SERVER_FIELDS) {
        const value = answers[field];
        if (value !== undefined) claimed[field] = value;
      }
      const server: Record<string, string> = {
        lp_campaign_id: leadPlatform.campaignId,
        lp_supplier_id: leadPlatform.supplierId,
        lp_key: leadPlatform.key,
        ip_address: arrival.ip,
        user_agent: cutToBytes(arrival.userAgent ?? '', fieldSpec('user_agent').capBytes),
      };
      const id = leadId ?? newTimeOrderedId();
      // The id goes in for the server's own record of a verified phone, which is kept by lead id.
      const authorized = await authorizeIngestLead(
        { ...answers, ...server, lead_id: id },
        trail,
        await authority(arrival, utcToday(clock)),
      );
      const { lead_id: _storedAsTheRecordId, ...authorizedLead } = authorized.lead;
      const digits = phoneDigits(authorizedLead.phone ?? '');
      const phone: Record<string, string> = digits.length === 10 ? { phone: digits } : {};
      const marked = markedForGpc(
        {
          lead: { ...authorizedLead, ...phone, ...server },
          claimed: { ...authorized.claimed, ...claimed },
          sources: { ...authorized.sources, ...serverSources(server) },
        },
        gpcSignal(answers, arrival),
      );
      return store.saveLead({
        id,
        source: 'ingest',
        receivedAt: clock(),
        lead: marked.lead,
        claimed: marked.claimed,
        sources: marked.sources,
        trail: authorized.trail,
        validationIssues: issues,
        recoveredFrom: arrival.recoveredFrom,
        consentTap: tap,
      });
    },
  };
}

/** The request's part of a lead's arrival. */
export function arrivalOf(request: {
  ip: string;
  headers: { 'user-agent'?: string; cookie?: string; 'sec-gpc'?: string | string[] };
}): LeadArrival {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    cookie: request.headers.cookie,
    gpc: carriesGpc(request.headers),
  };
}
