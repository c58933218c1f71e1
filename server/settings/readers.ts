import { z } from 'zod';

/**
 * How a setting's text is read: the trimmed text (the default when the variable is unset or blank) through one of
 * these. Their messages follow the variable's name and never quote the value: DATABASE_URL and ADMIN_TOKEN are
 * secrets.
 */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const text = z.string();
export const optionalText = z.string().transform((value) => value || undefined);

export function wholeNumber({ min, max = Number.MAX_SAFE_INTEGER }: { min: number; max?: number }) {
  const message =
    max === 65535
      ? 'must be a whole number from 0 to 65535'
      : `must be a ${min === 0 ? 'non-negative' : 'positive'} whole number`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}
export const port = wholeNumber({ min: 0, max: 65535 });
export const positiveInteger = wholeNumber({ min: 1 });

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
export const url = z
  .string()
  .refine(isHttpUrl, 'must be an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));
export const optionalUrl = z.union([z.literal('').transform(() => undefined), url]);

export const boolean = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['true', '1', 'false', '0'], 'must be true or false'))
  .transform((value) => value === 'true' || value === '1');

export const logLevel = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`));

/** false, true (trust every proxy), a number of hops, or addresses / CIDR ranges (checked by Fastify at start). */
export const trustProxy = z.string().transform((value): boolean | number | string => {
  if (value.toLowerCase() === 'true') return true;
  if (value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
});

/** A comma-separated list; undefined when empty. */
export const commaList = z.string().transform((value) => {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
});
