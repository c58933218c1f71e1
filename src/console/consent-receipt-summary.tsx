import { consentReceiptCall } from '../../services/api/leads/leads-call';
import { pathOf } from '../../services/api/call';
import { when } from './types';
import { useCall } from './use-call';

function inViewWords(inView: boolean | null): string {
  if (inView === null) return 'the page did not report whether the consent text was in view';
  return inView
    ? 'the page reported the consent text wholly in view at the tap'
    : 'the page reported the consent text not wholly in view at the tap';
}

/**
 * A lead's consent receipt on its console page: its digest, what the page claimed of the tap, and links to the
 * one-page HTML and PDF a buyer can be sent (the console's session opens them).
 */
export function ConsentReceiptSummary({ leadId }: { leadId: string }) {
  const { data: answer, error } = useCall(consentReceiptCall, { params: { id: leadId } });
  if (error) return <p>No consent receipt for this lead.</p>;
  if (!answer) return <p className="status">Loading the consent receipt…</p>;
  const path = pathOf(consentReceiptCall, { id: leadId });
  return (
    <div data-part="consent-receipt">
      <p>
        Made {when(answer.created_at)}, kept until {when(answer.keep_until)};{' '}
        {inViewWords(answer.receipt.page.consent_fully_in_view)}.
      </p>
      <p>
        SHA-256: <code className="digest">{answer.digest}</code>
      </p>
      <p>
        <a href={`${path}?format=html`} target="_blank" rel="noreferrer">
          Open the receipt
        </a>{' '}
        ·{' '}
        <a href={`${path}?format=pdf`} target="_blank" rel="noreferrer">
          Download it as PDF
        </a>{' '}
        ·{' '}
        <a href={path} target="_blank" rel="noreferrer">
          JSON
        </a>
      </p>
    </div>
  );
}
