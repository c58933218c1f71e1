import { sql, type RawBuilder } from 'kysely';
import { canonicalEmail, canonicalPhone, hasIdentity, type Identity } from '../../guards/identity';

/**
 * A condition on a table's identity columns (`email_identity`, `phone_identity`: guards/identity.ts): the row
 * carries this person's e-mail or phone, however either was typed. Both columns hold the canonical forms the
 * server computed in JavaScript, so both engines compare plain text, exactly and through their indexes.
 * Undefined when the identity names no one, so a caller never matches everything by mistake.
 */
export function identityMatches(identity: Identity, table?: string): RawBuilder<boolean> | undefined {
  const column = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  const conditions: RawBuilder<boolean>[] = [];
  if (identity.email) conditions.push(sql<boolean>`${column('email_identity')} = ${identity.email}`);
  if (identity.phone) conditions.push(sql<boolean>`${column('phone_identity')} = ${identity.phone}`);
  if (!hasIdentity(identity)) return undefined;
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}

/** What an operator's search names: an e-mail address when it has an @, otherwise a phone. */
export function searchedIdentity(search: string): Identity {
  return search.includes('@')
    ? { email: canonicalEmail(search), phone: '' }
    : { email: '', phone: canonicalPhone(search) };
}
