import { sql, type RawBuilder } from 'kysely';
import { phoneDigits } from '../../guards/field-rules';

/**
 * Leads and sessions keep the visitor's answers as JSON text, and the two engines read JSON differently; the text
 * `"email":"…"` is the same on both, because the server writes it with JSON.stringify. The visitor's own value is
 * escaped for LIKE so a `%` or `_` in it matches only itself.
 */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function fieldIs(column: string, field: string, value: string): RawBuilder<boolean> {
  const pattern = `%${likeEscaped(`${JSON.stringify(field)}:${JSON.stringify(value)}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern.toLowerCase()} escape '\\'`;
}

/** The ways a ten-digit phone is written in stored answers: as typed in the funnel, bare, or E.164. */
export function phoneForms(digits: string): string[] {
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return [
    `(${area}) ${exchange}-${line}`,
    digits,
    `${area}-${exchange}-${line}`,
    `+1${digits}`,
    `1${digits}`,
    `${area}.${exchange}.${line}`,
  ];
}

export interface Contact {
  email?: string;
  phone?: string;
}

/**
 * A condition on a JSON column: the answers carry this e-mail (any case) or this phone (any usual writing).
 * Undefined when the contact names neither, so a caller never matches everything by mistake.
 */
export function contactMatches(column: string, contact: Contact): RawBuilder<boolean> | undefined {
  const conditions: RawBuilder<boolean>[] = [];
  const email = contact.email?.trim().toLowerCase();
  if (email) conditions.push(fieldIs(column, 'email', email));
  const digits = phoneDigits(contact.phone ?? '');
  if (digits.length === 10) {
    for (const form of phoneForms(digits)) conditions.push(fieldIs(column, 'phone', form));
  }
  if (conditions.length === 0) return undefined;
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}
