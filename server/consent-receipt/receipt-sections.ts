import type { ConsentReceiptAnswer } from '../../services/api/leads/consent-receipt-contract';

/**
 * A receipt as a reader sees it, the same for its HTML and its PDF: the disclosure as shown, then labelled rows
 * in sections. The page's facts say they are the browser's word; the digest closes it, with how to check it.
 */
export interface ReceiptSection {
  title: string;
  rows: readonly (readonly [label: string, value: string])[];
}

export interface ReceiptDocument {
  title: string;
  disclosure: string;
  /** The disclosure's language, when the lead says it. */
  language: string | null;
  sections: ReceiptSection[];
}

const orNone = (value: string | null | undefined, none = 'Not recorded') => value?.trim() || none;

function inView(value: boolean | null): string {
  if (value === null) return 'Not reported';
  return value ? 'Yes, wholly in view' : 'No, not wholly in view';
}

function retention(answer: ConsentReceiptAnswer): string {
  const retained = answer.certificate_retention;
  if (!retained) return 'Not claimed yet';
  const until = retained.expires_at ? `, kept until ${retained.expires_at}` : '';
  const why = retained.reason ? ` (${retained.reason})` : '';
  return `${retained.outcome} on ${retained.checked_at}${until}${why}`;
}

export function receiptDocument(answer: ConsentReceiptAnswer): ReceiptDocument {
  const { receipt } = answer;
  return {
    title: `Consent receipt for lead ${receipt.lead_id}`,
    disclosure: receipt.disclosure.text || 'No consent text was shown on this lead.',
    language: receipt.disclosure.text ? receipt.disclosure.language : null,
    sections: [
      {
        title: 'Consent',
        rows: [
          ['Given at', receipt.received_at],
          ['Language', orNone(receipt.disclosure.language)],
          ['Firms named', receipt.disclosure.firms_named.join(', ') || 'None (general consent)'],
        ],
      },
      {
        title: 'The page at the tap (as the browser reported it)',
        rows: [
          ['Page', orNone(receipt.page.path, 'Not reported')],
          ['Page build', orNone(receipt.page.build, 'Not reported')],
          ['Consent text in view', inView(receipt.page.consent_fully_in_view)],
        ],
      },
      {
        title: 'The request (as the server saw it)',
        rows: [
          ['IP address', orNone(receipt.server.ip_address)],
          ['User agent', orNone(receipt.server.user_agent)],
          ['Server build', receipt.server.build],
        ],
      },
      {
        title: 'Proofs',
        rows: [
          ['TrustedForm certificate', orNone(receipt.proofs.trustedform_certificate_url, 'None')],
          ['TrustedForm certificate id', orNone(receipt.proofs.trustedform_certificate_id, 'None')],
          ['Jornaya LeadiD', orNone(receipt.proofs.jornaya_leadid_token, 'None')],
          ['Certificate retention', retention(answer)],
        ],
      },
      {
        title: 'Digest',
        rows: [
          ['SHA-256', answer.digest],
          ['How to check', answer.how_to_check],
          ['Kept until', answer.keep_until],
        ],
      },
    ],
  };
}
