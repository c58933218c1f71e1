import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentReceiptAnswer } from '../../services/api/leads/consent-receipt-contract';
import { receiptMatches } from '../../server/consent-receipt/receipt';
import { postJson, qualifiedLead } from './support/leads';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';

const CONSENT_TEXT =
  'By tapping "Get my free case review" I agree that Accident Claim Help Network may call and text me.';
const CERTIFICATE_ID = 'a'.repeat(40);

let server: InjectedServer;
let leadId: string;

beforeAll(async () => {
  server = await startInjectedServer();
  const body = qualifiedLead({
    tcpa: CONSENT_TEXT,
    trusted_form_cert_url: `https://cert.trustedform.com/${CERTIFICATE_ID}`,
    consent_in_view: 'yes',
    consent_page_path: '/survey/one-page',
    consent_page_build: '0.1.0+test',
  });
  leadId = body.lead_id as string;
  expect((await postJson(server, body, { userAgent: 'receipt-tests/2.0' })).status).toBe(202);
});

afterAll(async () => {
  await server.close();
});

const asAdmin = { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } };

async function receiptOf(id: string): Promise<ConsentReceiptAnswer> {
  const response = await server.fetch(`/api/leads/${id}/consent-receipt`, asAdmin);
  expect(response.status).toBe(200);
  return (await response.json()) as ConsentReceiptAnswer;
}

/** What a buyer does with the JSON alone: SHA-256 over the RFC 8785 canonical form of `receipt`. */
function buyersDigest(receipt: unknown): string {
  return createHash('sha256')
    .update(canonicalize(receipt) ?? '')
    .digest('hex');
}

describe('GET /api/leads/:id/consent-receipt', () => {
  it('answers the receipt made when the lead was stored, from what the server knows and what the page claimed', async () => {
    const answer = await receiptOf(leadId);

    expect(answer.lead_id).toBe(leadId);
    expect(answer.receipt).toMatchObject({
      receipt_version: 1,
      lead_id: leadId,
      disclosure: { text: CONSENT_TEXT, firms_named: [] },
      page: {
        reported_by: 'browser',
        path: '/survey/one-page',
        build: '0.1.0+test',
        consent_fully_in_view: true,
      },
      server: { build: expect.stringMatching(/./), ip_address: '127.0.0.1', user_agent: 'receipt-tests/2.0' },
      proofs: { trustedform_certificate_url: `https://cert.trustedform.com/${CERTIFICATE_ID}` },
    });
    expect(answer.digest_algorithm).toBe('sha-256');
    expect(answer.canonicalization).toBe('RFC 8785');
    expect(answer.certificate_retention).toBeNull();
    expect(Date.parse(answer.keep_until) - Date.parse(answer.created_at)).toBe(1827 * 86_400_000);
  });

  it('carries a digest a buyer can recompute from the JSON alone', async () => {
    const answer = await receiptOf(leadId);

    expect(answer.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(buyersDigest(answer.receipt)).toBe(answer.digest);
    expect(receiptMatches(answer.receipt, answer.digest)).toBe(true);
    // Key order is no part of it: the same receipt written in another order checks the same.
    const reordered = Object.fromEntries(Object.entries(answer.receipt).reverse());
    expect(buyersDigest(reordered)).toBe(answer.digest);
  });

  it('does not check once anything in it is changed', async () => {
    const answer = await receiptOf(leadId);
    const tampered = structuredClone(answer.receipt);
    tampered.page.consent_fully_in_view = false;

    expect(buyersDigest(tampered)).not.toBe(answer.digest);
    expect(receiptMatches(tampered, answer.digest)).toBe(false);
    expect(
      receiptMatches(
        { ...answer.receipt, disclosure: { ...answer.receipt.disclosure, text: 'x' } },
        answer.digest,
      ),
    ).toBe(false);
  });

  it('keeps the page report out of the lead itself', async () => {
    const response = await server.fetch(`/api/leads/${leadId}`, asAdmin);
    const lead = (await response.json()) as {
      lead: Record<string, string>;
      claimed: Record<string, string>;
      sources: Record<string, string>;
    };

    for (const field of ['consent_in_view', 'consent_page_path', 'consent_page_build']) {
      expect(lead.lead).not.toHaveProperty(field);
      expect(lead.claimed).not.toHaveProperty(field);
      expect(lead.sources).not.toHaveProperty(field);
    }
  });

  it('says null where the page reported nothing', async () => {
    const body = qualifiedLead();
    await postJson(server, body);
    const { receipt, digest } = await receiptOf(body.lead_id as string);

    expect(receipt.page).toEqual({
      reported_by: 'browser',
      path: null,
      build: null,
      consent_fully_in_view: null,
    });
    expect(buyersDigest(receipt)).toBe(digest);
  });

  it('answers 404 for a lead it does not know', async () => {
    const response = await server.fetch(
      '/api/leads/00000000-0000-4000-8000-000000000000/consent-receipt',
      asAdmin,
    );

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Not found' });
  });

  it('refuses a request without the token, in every format', async () => {
    for (const format of ['', '?format=html', '?format=pdf']) {
      const response = await server.fetch(`/api/leads/${leadId}/consent-receipt${format}`);
      expect(response.status).toBe(401);
    }
  });

  it('refuses a format it does not make, naming the field', async () => {
    const response = await server.fetch(`/api/leads/${leadId}/consent-receipt?format=docx`, asAdmin);

    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('format');
  });

  it('renders the receipt as one HTML page without a script', async () => {
    const response = await server.fetch(`/api/leads/${leadId}/consent-receipt?format=html`, asAdmin);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('&quot;Get my free case review&quot;');
    expect(html).toContain((await receiptOf(leadId)).digest);
    expect(html).toContain('/survey/one-page');
    expect(html).not.toContain('<script');
    // A document on an API path: its answer gets a page's headers, the content type deciding, not the path.
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('renders the receipt as a PDF holding the same text', async () => {
    const response = await server.fetch(`/api/leads/${leadId}/consent-receipt?format=pdf`, asAdmin);
    const pdf = Buffer.from(await response.arrayBuffer());

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Accident Claim Help Network may call and text me');
    expect(text).toContain((await receiptOf(leadId)).digest.slice(0, 32));
  });
});

/**
 * The words a PDFKit document shows: each content stream inflated, the hex strings of its text operators decoded
 * (the built-in fonts' codes are WinAnsi, Latin-1 for these words), a line's pieces joined and lines by a space.
 */
async function pdfText(pdf: Buffer): Promise<string> {
  const { inflateSync } = await import('node:zlib');
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(operator[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((piece) => piece[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join(' ').replace(/\s+/g, ' ');
}
