import { describe, expect, it } from 'vitest';
import { PROOF_FIELDS, proofsFromQuery } from '../../../guards/proof-fields';
import { normalizeTracking } from '../../../guards/tracking';

const CERT = 'https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567';
const OFFER = { oid: '81', affid: '1' };

describe('consent proofs are never read from the landing URL', () => {
  it.each(PROOF_FIELDS)('the browser leaves a query’s %s out of the tracking it copies', (field) => {
    const tracking = normalizeTracking(
      [
        [field, 'FROM-THE-URL'],
        ['gclid', 'abc'],
      ],
      OFFER,
    );
    expect(tracking).not.toHaveProperty(field);
    expect(tracking.gclid).toBe('abc');
  });
});

describe('a proof value the landing query gave is tracking, on the server', () => {
  it.each([
    // [what the lead carries, the landing query, the proof fields that are the URL's]
    [{ trusted_form_cert_url: CERT }, [['trusted_form_cert_url', CERT]], ['trusted_form_cert_url']],
    // Under another parameter name, and its siblings with it: the id cut from the URL's certificate is the URL's.
    [
      { trusted_form_cert_url: CERT, trustedform_cert_url: CERT, trusted_form_cert_id: 'x'.repeat(40) },
      [['cert', CERT]],
      ['trusted_form_cert_url', 'trustedform_cert_url', 'trusted_form_cert_id'],
    ],
    [
      { leadid_token: 'FAKE', jornaya_leadid: 'FAKE', trusted_form_cert_url: CERT },
      [['leadid_token', 'FAKE']],
      ['leadid_token', 'jornaya_leadid'],
    ],
    // The vendor's own values, which the URL did not give, stay proofs.
    [
      { leadid_token: 'REAL', trusted_form_cert_url: CERT },
      [
        ['oid', '81'],
        ['leadid_token', 'FAKE'],
      ],
      [],
    ],
    [{ leadid_token: 'REAL' }, [], []],
    // An empty proof is nothing to compare.
    [{ leadid_token: '' }, [['s1', '']], []],
  ] as const)('lead %j with query %j: %j', (lead, query, fromQuery) => {
    expect(proofsFromQuery(lead, query as unknown as [string, string][])).toEqual(fromQuery);
  });
});
