import { describe, expect, it } from 'vitest';
import { createMailDomainLookup, type MailResolver } from '../../server/providers/mail-domain-lookup';

/** DNS answers scripted per domain: records, or the error code node's resolver would throw. */
type Script = Readonly<Record<string, readonly string[] | string>>;

function scripted(mx: Script, a: Script = {}): MailResolver {
  const answer = <T>(table: Script, domain: string, map: (v: string) => T) => {
    const entry = table[domain] ?? 'ENOTFOUND';
    if (typeof entry === 'string') return Promise.reject(Object.assign(new Error(entry), { code: entry }));
    return Promise.resolve(entry.map(map));
  };
  return {
    resolveMx: (domain: string) => answer(mx, domain, (exchange) => ({ exchange, priority: 10 })),
    resolve4: ((domain: string) => answer(a, domain, (address) => address)) as MailResolver['resolve4'],
  };
}

describe('whether a domain takes mail', () => {
  const truthful = { 'gmail.com': ['gmail-smtp-in.l.google.com'] };

  it.each([
    ['a mail server', { 'law.example': ['mx.law.example'] }, {}, true],
    ['a null MX (RFC 7505)', { 'law.example': ['.'] }, {}, false],
    ['no MX but an address', { 'law.example': 'ENODATA' }, { 'law.example': ['192.0.2.1'] }, true],
    ['no MX and no address', { 'law.example': 'ENODATA' }, { 'law.example': 'ENODATA' }, false],
    ['no such domain, on a resolver that knows gmail.com', {}, {}, false],
    ['a timeout', { 'law.example': 'ETIMEOUT' }, {}, null],
    ['a refused connection', { 'law.example': 'ECONNREFUSED' }, {}, null],
    ['a server failure', { 'law.example': 'ESERVFAIL' }, {}, null],
  ] as const)('%s → %s', async (_label, mx, a, expected) => {
    const lookup = createMailDomainLookup({ timeoutMs: 100, resolver: scripted({ ...truthful, ...mx }, a) });
    expect(await lookup('law.example')).toBe(expected);
  });

  it('reads "no such domain" as unknown where the resolver says that of every name', async () => {
    const lookup = createMailDomainLookup({ timeoutMs: 100, resolver: scripted({}) });
    expect(await lookup('law.example')).toBeNull();
  });
});
