/**
 * Named operators from OPERATORS, the console's accounts before they were kept in the database:
 * `name:scrypt:<salt>:<key hex>` entries separated by commas, the key being node:crypto's scrypt of the password
 * with that salt (its defaults, 64 bytes). Each is taken in once as an account (plugins/operator-accounts-intake.ts).
 */
export interface Operator {
  name: string;
  salt: string;
  key: Buffer;
}

const ENTRY = /^([A-Za-z0-9._@-]{1,64}):scrypt:([^:\s]{8,}):([0-9a-f]{128})$/i;

export function parseOperators(text: string): Operator[] {
  const operators: Operator[] = [];
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) {
    const match = ENTRY.exec(entry);
    // The entry holds a password hash: the message names its position, never its text.
    if (!match) {
      throw new Error(
        `OPERATORS entry ${operators.length + 1} must be name:scrypt:<salt>:<128 hex digits> (docs/console.md)`,
      );
    }
    const [, name, salt, key] = match as unknown as [string, string, string, string];
    if (operators.some((operator) => operator.name.toLowerCase() === name.toLowerCase())) {
      throw new Error(`OPERATORS names ${name} twice`);
    }
    operators.push({ name, salt, key: Buffer.from(key, 'hex') });
  }
  return operators;
}
