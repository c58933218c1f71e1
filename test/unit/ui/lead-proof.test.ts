import { describe, expect, it } from 'vitest';
import { certificateId, everflowClickParameters } from '../../../src/ui/lead-proof';

describe('certificateId', () => {
  it('is the last segment of the certificate URL', () => {
    expect(certificateId('https://cert.trustedform.com/0123456789abcdef')).toBe('0123456789abcdef');
    expect(certificateId('not a url')).toBe('');
  });
});

describe('everflowClickParameters', () => {
  it('sends the offer, affiliate, sub1 to sub5, uid, source_id and transaction id from the URL', () => {
    const query = new URLSearchParams(
      'oid=196&affid=1000350&sub1=a&sub2=b&sub3=c&sub4=d&sub5=e&uid=u&source_id=s&_ef_transaction_id=t&utm_source=x',
    );
    expect(everflowClickParameters(query, { oid: '81', affid: '1' })).toEqual({
      offer_id: '196',
      affiliate_id: '1000350',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
      sub4: 'd',
      sub5: 'e',
      uid: 'u',
      source_id: 's',
      transaction_id: 't',
    });
  });

  it('falls back to the path’s offer and affiliate', () => {
    expect(everflowClickParameters(new URLSearchParams(''), { oid: '188', affid: '1' })).toEqual({
      offer_id: '188',
      affiliate_id: '1',
    });
  });
});
