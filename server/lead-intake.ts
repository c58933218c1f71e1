import { newTimeOrderedId } from '../services/time-ordered-id';
import { phoneDigits } from '../guards/field-rules';
import { fieldSpec } from '../guards/lead-fields';
import { statuteYearsUnder } from '../guards/state-rules';
import type { StateLawSet } from '../guards/statute-of-limitations';
import { cutToBytes, type NormalizedLead } from '../guards/lead-normalization';
import type { LeadPath } from '../services/service-worker-messages';
import { utcToday, type Clock } from './clock';
import type { IngestLeadPlatform } from './config';
import {
  approvedPhoneOf,
  funnelLeadOf,
  gpcSignal,
  serverSources,
  type FunnelLeadInput,
  type LeadArrival,
  type PostedLeadContext,
} from './funnel-lead';
import { leadIdHintOf, readPostedLead, type Refusal } from './posted-lead';
import { authorizeIngestLead } from './ingest-authority';
import { takeConsentTap } from '../guards/consent-tap';
import type { LeadThreads } from './lead-threads';
import type { Providers } from './providers';
import { checksWithin } from './providers/deadline';
import { NOTIFIED_TRACKING_FIELDS, trackingForOperators } from './operator-text';
import type { Notifier } from './providers/notifier';
import { markedForGpc } from './privacy-signal';
import type { LeadStore, NewLead, SaveResult } from './storage/lead-store';
import { newLeadOfShell } from './storage/lead-rows';

export { arrivalOf, type LeadArrival } from './funnel-lead';

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
  /** The keys of the phones the server approved for a lead (phone verification); none when absent. */
  approvedPhoneKeys?: (leadId: string) => Promise<string[]>;
  /** Whether operators are told of each new qualified lead (NOTIFY_QUALIFIED_LEADS). */
  notifyQualified?: boolean;
  /** The site's date-of-birth states, which decide a step of the funnels the server replays. */
  dateOfBirthStates?: () => Promise<readonly string[]>;
  /** Which statute table decides the accident's limit (STATE_RULES); the product's table when absent. */
  stateLaw?: StateLawSet;
  /** Where funnel leads are made off the event loop (lead-threads.ts); on it when absent. */
  threads?: LeadThreads;
  /** Told where each funnel lead was made (the `leads_made_total` metric). */
  onMade?: (where: 'lead_thread' | 'event_loop') => void;
}

/** What a lead posted as JSON text became: stored, or refused as no lead (its route answers 400). */
export type PostedLeadResult = SaveResult | { refused: Refusal };

export type LeadIntake = Record<
  LeadPath,
  (body: NormalizedLead, arrival: LeadArrival) => Promise<SaveResult>
> & {
  /**
   * The funnel's own posts, their bodies as they came (posted-lead.ts): read and made on a lead thread when the
   * server has one, on the event loop otherwise.
   */
  posted: Record<
    '/post-lead' | '/ticket-lead',
    (text: string, arrival: LeadArrival) => Promise<PostedLeadResult>
  >;
};

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
 * The new-qualified-lead notice: the lead's id, source and offer ids (each only in its shape, else named "invalid":
 * server/operator-text.ts), never the person's details. Composed before the lead is written and written in its
 * transaction, only if the lead is new (a re-sent lead_id creates nothing, on any process): it is stored exactly
 * when the lead is, and the channels hear of it after, never awaited by the answer.
 */
function qualifiedNoticeText(lead: NewLead): string | undefined {
  if (lead.lead.lead_is_qualified !== 'yes') return undefined;
  const offer = NOTIFIED_TRACKING_FIELDS.filter((field) => lead.lead[field])
    .map((field) => `${field} ${trackingForOperators(field, lead.lead[field] ?? '')}`)
    .join(', ');
  return `New qualified lead ${lead.id} from ${lead.source}${offer ? ` (${offer})` : ''}.`;
}

export function createLeadIntake(options: LeadIntakeOptions): LeadIntake {
  const { providers, clock, providerDeadlineMs, leadPlatform, dateOfBirthStates, threads } = options;
  const stateLaw = options.stateLaw ?? 'spec';
  const statuteYears = statuteYearsUnder(stateLaw);
  const checks = () => checksWithin(providers, providerDeadlineMs);
  const store: Pick<LeadStore, 'saveLead'> = {
    async saveLead(lead, made) {
      const text = options.notifyQualified ? qualifiedNoticeText(lead) : undefined;
      const notice = text === undefined ? undefined : providers.notifier.noticeOf('qualified-lead', text);
      const saved = await options.store.saveLead(lead, made, notice);
      if (notice && saved.created) providers.notifier.deliver(notice).catch(() => undefined);
      return saved;
    },
  };
  const approvedPhoneKeys = async (leadId: string): Promise<string[]> =>
    leadId && options.approvedPhoneKeys ? options.approvedPhoneKeys(leadId) : [];

  /**
   * What the authority is given for one lead. The site's date-of-birth states are read before the outside checks'
   * deadline starts: the first lead after a start loads the built site for them, which is the server's own time,
   * not a provider's, and must not leave the checks' embedded defaults to answer.
   */
  const authority = async (arrival: LeadArrival, today: string, leadId: string) => {
    const [states, approved] = await Promise.all([dateOfBirthStates?.() ?? [], approvedPhoneKeys(leadId)]);
    return {
      ip: arrival.ip,
      userAgent: arrival.userAgent,
      today,
      ...checks(),
      phoneApproved: approvedPhoneOf(leadId, approved),
      dateOfBirthStates: async () => states,
      statuteYears,
    };
  };

  /**
   * Everything a funnel lead needs from outside but its body, read on the event loop before the lead is made
   * (funnel-lead.ts): the phone approvals are those of the lead id given.
   */
  async function leadContext(
    source: FunnelLeadInput['source'],
    approvalsFor: string,
    arrival: LeadArrival,
  ): Promise<PostedLeadContext> {
    const today = utcToday(clock);
    const receivedAt = clock().toISOString();
    const [states, approved] = await Promise.all([
      dateOfBirthStates?.() ?? [],
      approvedPhoneKeys(approvalsFor),
    ]);
    return {
      source,
      arrival,
      today,
      receivedAt,
      dateOfBirthStates: states,
      approvedPhoneKeys: approved,
      stateLaw,
      deadlineMs: providerDeadlineMs,
      approvalsFor,
    };
  }

  async function funnelInput(
    source: FunnelLeadInput['source'],
    { fields, issues, trail }: NormalizedLead,
    arrival: LeadArrival,
  ): Promise<FunnelLeadInput> {
    const { approvalsFor: _readForTheLeadsOwnId, ...context } = await leadContext(
      source,
      fields.lead_id ?? '',
      arrival,
    );
    return { ...context, fields, trail, issues };
  }

  /** Made on a lead thread when the server has them; on the event loop when it has none, or none could make it. */
  async function saveFunnelLead(input: FunnelLeadInput): Promise<SaveResult> {
    const onThread = threads ? await threads.make(input).catch(() => undefined) : undefined;
    options.onMade?.(onThread ? 'lead_thread' : 'event_loop');
    if (onThread) return store.saveLead(newLeadOfShell(onThread.lead, onThread.made.row), onThread.made);
    return store.saveLead(await funnelLeadOf(input, providers));
  }

  /**
   * A posted body made on a lead thread, with the approvals of the lead id its text names: if that was not its own
   * id (posted-lead.ts), once more with its own. On the event loop when no thread could make it.
   */
  async function savePosted(
    source: FunnelLeadInput['source'],
    text: string,
    arrival: LeadArrival,
  ): Promise<PostedLeadResult> {
    let approvalsFor = leadIdHintOf(text);
    for (let tries = 0; threads && tries < 2; tries++) {
      const context = await leadContext(source, approvalsFor, arrival);
      const answer = await threads.makePosted(text, context).catch(() => undefined);
      if (answer === undefined) break;
      if ('refused' in answer) return answer;
      if ('leadId' in answer) {
        approvalsFor = answer.leadId;
        continue;
      }
      options.onMade?.('lead_thread');
      return store.saveLead(newLeadOfShell(answer.made.lead, answer.made.made.row), answer.made.made);
    }
    const posted = readPostedLead(text);
    if ('refused' in posted) return posted;
    return saveFunnelLead(await funnelInput(source, posted.body, arrival));
  }

  /** A new funnel lead's bad words are told to the operators, after it is stored. */
  function toldOfBadWords<Result extends PostedLeadResult>(saved: Result): Result {
    if ('stored' in saved && saved.created)
      notifyBadWords(saved.stored.id, saved.stored.lead, providers.notifier);
    return saved;
  }

  return {
    posted: {
      '/post-lead': async (text, arrival) => toldOfBadWords(await savePosted('post-lead', text, arrival)),
      '/ticket-lead': (text, arrival) => savePosted('ticket', text, arrival),
    },

    async '/post-lead'(body, arrival) {
      return toldOfBadWords(await saveFunnelLead(await funnelInput('post-lead', body, arrival)));
    },

    /** Judged by the ticket rules (guards/ticket-rules.ts) instead of the accident ones. */
    async '/ticket-lead'(body, arrival) {
      return saveFunnelLead(await funnelInput('ticket', body, arrival));
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
        await authority(arrival, utcToday(clock), id),
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
