import { parentPort, workerData } from 'node:worker_threads';
import type { ProviderConfig } from './config';
import { funnelLeadOf, type FunnelLeadInput } from './funnel-lead';
import { readPostedLeadRequest, type PostedLeadRequest } from './lead-thread-messages';
import { readPostedLead, type Refusal } from './posted-lead';
import { createLeadChecks } from './providers';
import { loadZipCodes } from './providers/zip-lookup';
import { batchedSender } from './storage/message-batches';
import {
  receiptTextOf,
  shellOf,
  toRow,
  type LeadShell,
  type MadeRow,
  type NewLead,
} from './storage/lead-rows';

/**
 * A lead thread (lead-threads.ts): it makes funnel leads into the rows the store writes (funnel-lead.ts, then the
 * row and the consent receipt), so the event loop spends its time on requests. Its zip look-up and gibberish check
 * are its own, made from the same settings as the server's (each with its own breaker); their failures are told to
 * the event loop, which logs them.
 */

/**
 * What the event loop sends: a lead to make, as JSON text (V8's copy of a map of strings costs more than JSON's: about
 * 22 against 16 µs there and back for a lead); or a lead posted to a route, as its body's own text, which the thread
 * reads (lead-thread-messages.ts, posted-lead.ts).
 */
export interface LeadThreadRequest {
  id: number;
  input: FunnelLeadInput;
}

/**
 * What the thread makes of one lead: its row, its receipt when it could be made, and the lead without the parts the
 * row carries as JSON (newLeadOfShell makes it whole). It goes back as it is: the row's JSON texts would be escaped
 * again inside JSON.
 */
export interface MadeLead {
  lead: LeadShell;
  made: MadeRow;
}

/**
 * What became of a posted body: its lead made; refused as no lead; or, when the lead id its text seemed to name was
 * not its own (PostedLeadContext.approvalsFor), the id to read the phone approvals for before it is made.
 */
export type PostedLeadAnswer = { made: MadeLead } | { refused: Refusal } | { leadId: string };

export type LeadThreadAnswer =
  | ({ id: number } & PostedLeadAnswer)
  | { id: number; failed: string }
  | { log: { level: 'warn' | 'info'; facts: Record<string, unknown>; message: string } };

/** What the thread is started with. */
export interface LeadThreadData {
  providers: ProviderConfig;
  /** The build of the server process, which the consent receipts name. */
  serverBuild: string;
}

function madeLead(lead: NewLead, serverBuild: string): MadeLead {
  let receipt;
  try {
    receipt = receiptTextOf(lead, serverBuild);
  } catch {
    // Left to the store, which tries again and tells the failure where the server's log is.
    receipt = undefined;
  }
  return { lead: shellOf(lead), made: { row: toRow(lead), receipt } };
}

const port = parentPort;
if (port) {
  const tell = batchedSender<LeadThreadAnswer>((answers) => port.postMessage(answers));
  const logTo =
    (level: 'warn' | 'info') =>
    (facts: Record<string, unknown>, message: string): void =>
      tell({ log: { level, facts, message } });
  const log = { warn: logTo('warn'), info: logTo('info') };
  const data = workerData as LeadThreadData;
  const checks = createLeadChecks(data.providers, log as unknown as Parameters<typeof createLeadChecks>[1]);
  // The embedded zip data is read as the thread starts, as the event loop reads its own once the server listens: a
  // lead's look-up waiting for the read would meet the checks' deadline and be stored without its place.
  loadZipCodes().catch(() => undefined);
  const answerWhenMade = (id: number, making: Promise<NewLead>): Promise<void> =>
    making.then(
      (lead) => port.postMessage([{ id, made: madeLead(lead, data.serverBuild) }]),
      (error: unknown) =>
        port.postMessage([{ id, failed: error instanceof Error ? error.message : String(error) }]),
    );
  const makePosted = ({ id, context }: PostedLeadRequest, body: string): Promise<void> => {
    const posted = readPostedLead(body);
    if ('refused' in posted) {
      port.postMessage([{ id, refused: posted.refused }]);
      return Promise.resolve();
    }
    const { fields, trail, issues } = posted.body;
    const leadId = fields.lead_id ?? '';
    if (leadId !== context.approvalsFor) {
      port.postMessage([{ id, leadId }]);
      return Promise.resolve();
    }
    return answerWhenMade(id, funnelLeadOf({ ...context, fields, trail, issues }, checks));
  };
  const make = (text: string): Promise<void> => {
    const posted = readPostedLeadRequest(text);
    if (posted) return makePosted(posted.request, posted.body);
    const { id, input } = JSON.parse(text) as LeadThreadRequest;
    return answerWhenMade(id, funnelLeadOf(input, checks));
  };
  // One lead at a time, each answered as soon as it is made: leads made side by side would all be answered at the
  // end of the batch, and the event loop could not start storing the first until the last was made. A lead that
  // waits on a third party's answer lets the next one start (the round of microtasks ended without it).
  const queue: string[] = [];
  let making = false;
  const next = (): void => {
    if (making) return;
    const text = queue.shift();
    if (text === undefined) return;
    making = true;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      making = false;
      next();
    };
    void make(text).finally(release);
    setImmediate(release);
  };
  port.on('message', (requests: unknown) => {
    // Only a batch of requests is ours (lead-threads.ts).
    if (!Array.isArray(requests)) return;
    queue.push(...(requests as string[]));
    next();
  });
}
