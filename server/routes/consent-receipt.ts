import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../services/api/contract';
import {
  consentReceiptContract,
  type ConsentReceiptAnswer,
} from '../../services/api/leads/consent-receipt-contract';
import { DIGEST_CHECK } from '../consent-receipt/receipt';
import { receiptHtml } from '../consent-receipt/receipt-html';
import { receiptPdf } from '../consent-receipt/receipt-pdf';
import { receiptDocument } from '../consent-receipt/receipt-sections';
import { apiError } from '../error-handler';
import type { ConsentReceiptStore } from '../storage/consent-receipt-store';
import type { LeadEvidenceStore } from '../storage/lead-evidence-store';

export interface ConsentReceiptOptions {
  receipts: ConsentReceiptStore;
  /** The TrustedForm certificate's retention, recorded beside the receipt. */
  evidence: Pick<LeadEvidenceStore, 'retentionOf'>;
}

/**
 * `GET /api/leads/:id/consent-receipt`: the lead's consent receipt as stored, one indexed read by the lead's id,
 * in JSON with its digest, or `?format=html|pdf` as a one-page document for a person to read or file.
 */
export const consentReceiptRoutes: FastifyPluginAsyncZod<ConsentReceiptOptions> = async (
  app,
  { receipts, evidence },
) => {
  app.route({
    ...routeOf(consentReceiptContract),
    config: { invalidInputError: 'Invalid consent receipt query' },
    handler: async (request, reply) => {
      const leadId = request.params.id.toLowerCase();
      const [stored, retention] = await Promise.all([
        receipts.receiptOf(leadId),
        evidence.retentionOf(leadId),
      ]);
      if (!stored) return reply.code(404).send(apiError('Not found'));
      const answer: ConsentReceiptAnswer = {
        lead_id: leadId,
        receipt: stored.receipt,
        digest: stored.digest,
        digest_algorithm: 'sha-256',
        canonicalization: 'RFC 8785',
        how_to_check: DIGEST_CHECK,
        created_at: stored.created_at,
        keep_until: stored.keep_until,
        certificate_retention: retention ?? null,
      };
      const format = request.query.format ?? 'json';
      if (format === 'json') return answer;
      const document = receiptDocument(answer);
      // A document is sent as it is, not through the JSON answer's serializer: the contract types only the JSON.
      if (format === 'html') {
        const html = receiptHtml(document);
        return reply.type('text/html; charset=utf-8').send(html as unknown as ConsentReceiptAnswer);
      }
      const pdf = await receiptPdf(document);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="consent-receipt-${leadId}.pdf"`)
        .send(pdf as unknown as ConsentReceiptAnswer);
    },
  });
};
