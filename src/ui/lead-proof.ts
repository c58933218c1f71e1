import type { LeadProofAnswer } from '../../services/api/lead-proof/lead-proof-contract';

/**
 * The consent proof and click tracking a buyer asks for (spec section 7), loaded after the
 * page's first paint and only for the vendors the operator configured. Each vendor's value is read where the
 * vendor documents it, polled as the spec says: TrustedForm's hidden `xxTrustedFormCertUrl` field every 5 ms,
 * Jornaya's `leadid_token` input every 50 ms, and Everflow's `EF` object every 5 ms before its click call.
 */
const TRUSTED_FORM_POLL_MS = 5;
const LEADID_POLL_MS = 50;
const EVERFLOW_POLL_MS = 5;
/** Past this a vendor that never answered is given up on: the lead goes without its value. */
const GIVE_UP_MS = 60_000;

interface EverflowSdk {
  click(parameters: Record<string, string>): Promise<string | undefined> | string | undefined;
}

declare global {
  interface Window {
    EF?: EverflowSdk;
  }
}

export interface LeadProof {
  /** The values found so far, by lead field; a vendor not configured or not yet answered adds nothing. */
  fields(): Record<string, string>;
}

function addScript(src: string, id?: string): void {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  if (id) script.id = id;
  document.body.append(script);
}

/** Calls `read` every `everyMs` until it gives a value (then `found`) or the time runs out. */
function poll<T>(read: () => T | undefined, everyMs: number, found: (value: T) => void): void {
  const started = Date.now();
  const timer = setInterval(() => {
    const value = read();
    if (value !== undefined) {
      clearInterval(timer);
      found(value);
    } else if (Date.now() - started > GIVE_UP_MS) {
      clearInterval(timer);
    }
  }, everyMs);
}

/**
 * The form the vendors' scripts look for: Jornaya fills the input whose id is `leadid_token`, TrustedForm
 * adds its certificate field to the page's forms. It is outside React's tree, so no render ever removes what
 * they add.
 */
function proofForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.hidden = true;
  form.dataset.part = 'lead-proof';
  form.addEventListener('submit', (event) => event.preventDefault());
  const leadId = document.createElement('input');
  leadId.type = 'hidden';
  leadId.id = 'leadid_token';
  leadId.name = 'universal_leadid';
  form.append(leadId);
  document.body.append(form);
  return form;
}

const filled = (input: HTMLInputElement | null) => (input?.value.trim() ? input.value.trim() : undefined);

/** The certificate's id is the last segment of its URL (https://cert.trustedform.com/<id>). */
export function certificateId(certUrl: string): string {
  try {
    return new URL(certUrl).pathname.split('/').filter(Boolean).at(-1) ?? '';
  } catch {
    return '';
  }
}

/** Everflow's click: the offer and affiliate of the visit, sub1 to sub5, uid, source_id and any transaction id. */
export function everflowClickParameters(
  query: URLSearchParams,
  offer: { oid: string; affid: string },
): Record<string, string> {
  const parameters: Record<string, string> = {
    offer_id: query.get('oid') || offer.oid,
    affiliate_id: query.get('affid') || offer.affid,
  };
  for (const name of ['sub1', 'sub2', 'sub3', 'sub4', 'sub5', 'uid', 'source_id']) {
    const value = query.get(name);
    if (value) parameters[name] = value;
  }
  const transaction = query.get('_ef_transaction_id');
  if (transaction) parameters.transaction_id = transaction;
  return parameters;
}

/** The spec: the click's transaction id is written into the page's URL as `_ef_transaction_id`. */
function writeTransactionId(transactionId: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set('_ef_transaction_id', transactionId);
  window.history.replaceState(window.history.state, '', url);
}

export function startLeadProof(config: LeadProofAnswer, offer: { oid: string; affid: string }): LeadProof {
  const values: Record<string, string> = {};
  if (config.trustedForm || config.jornaya) proofForm();

  if (config.trustedForm) {
    const src = new URL(config.trustedForm.scriptUrl);
    src.searchParams.set('field', 'xxTrustedFormCertUrl');
    src.searchParams.set('ping_field', 'xxTrustedFormPingUrl');
    src.searchParams.set('l', `${Date.now()}${Math.random()}`);
    addScript(src.href);
    poll(
      () => filled(document.querySelector<HTMLInputElement>('input[name="xxTrustedFormCertUrl"]')),
      TRUSTED_FORM_POLL_MS,
      (certUrl) => {
        values.trusted_form_cert_url = certUrl;
        values.trustedform_cert_url = certUrl;
        values.trusted_form_cert_id = certificateId(certUrl);
      },
    );
  }

  if (config.jornaya) {
    const src = new URL(config.jornaya.scriptUrl);
    src.searchParams.set('snippet_version', '2');
    addScript(src.href, 'LeadiDscript_campaign');
    poll(
      () => filled(document.querySelector<HTMLInputElement>('#leadid_token')),
      LEADID_POLL_MS,
      (token) => {
        values.leadid_token = token;
        values.jornaya_leadid = token;
      },
    );
  }

  if (config.everflow) {
    addScript(config.everflow.sdkUrl);
    const query = new URLSearchParams(window.location.search);
    poll(
      () => window.EF,
      EVERFLOW_POLL_MS,
      (sdk) => {
        // A failed click is swallowed (the spec's error catalogue): the lead keeps the URL's transaction id.
        Promise.resolve()
          .then(() => sdk.click(everflowClickParameters(query, offer)))
          .then((transactionId) => {
            if (typeof transactionId !== 'string' || !transactionId.trim()) return;
            values.ef_transaction_id = transactionId.trim();
            writeTransactionId(values.ef_transaction_id);
          })
          .catch(() => undefined);
      },
    );
  }

  return { fields: () => ({ ...values }) };
}
