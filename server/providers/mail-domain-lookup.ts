import { Resolver } from 'node:dns/promises';

/**
 * Whether a domain takes mail, from DNS: true with a mail server (or, lacking MX records, an address record, as
 * mail falls back to it); false for a domain that does not exist or publishes a "null MX"; null when DNS gave no
 * usable answer. Some networks answer "no such domain" for every name when they cannot really resolve, so a
 * "no such domain" only counts once a domain that surely exists resolves on the same resolver.
 */
export type MailDomainLookup = (domain: string) => Promise<boolean | null>;

const CANARY_DOMAIN = 'gmail.com';
const CANARY_TTL_MS = 60_000;
const NO_SUCH_DOMAIN = new Set(['ENOTFOUND']);
const NO_RECORDS = new Set(['ENODATA']);

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/** The two questions asked of DNS; node's Resolver, or a scripted one in tests. */
export type MailResolver = Pick<Resolver, 'resolveMx' | 'resolve4'>;

export function createMailDomainLookup(options: {
  timeoutMs: number;
  resolver?: MailResolver;
}): MailDomainLookup {
  const resolver = options.resolver ?? new Resolver({ timeout: options.timeoutMs, tries: 1 });
  let canary: { checkedAt: number; answers: boolean } | undefined;

  async function dnsAnswersTruthfully(): Promise<boolean> {
    if (canary && Date.now() - canary.checkedAt < CANARY_TTL_MS) return canary.answers;
    const answers = await resolver.resolveMx(CANARY_DOMAIN).then(
      (records) => records.length > 0,
      () => false,
    );
    canary = { checkedAt: Date.now(), answers };
    return answers;
  }

  async function hasAddress(domain: string): Promise<boolean | null> {
    try {
      return (await resolver.resolve4(domain)).length > 0;
    } catch (error) {
      const code = errorCode(error);
      if (NO_RECORDS.has(code) || NO_SUCH_DOMAIN.has(code)) return false;
      return null;
    }
  }

  return async (domain) => {
    try {
      const records = await resolver.resolveMx(domain);
      if (records.length === 0) return hasAddress(domain);
      const nullMx = records.length === 1 && (records[0]?.exchange === '' || records[0]?.exchange === '.');
      return !nullMx;
    } catch (error) {
      const code = errorCode(error);
      if (NO_RECORDS.has(code)) return hasAddress(domain);
      if (NO_SUCH_DOMAIN.has(code)) return (await dnsAnswersTruthfully()) ? false : null;
      return null;
    }
  };
}
