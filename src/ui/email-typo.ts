import { isEmailAddress } from '../../guards/email-address';

/**
 * A likely typo of a common mail domain (`gmail.con`, `hotmial.com`), by mailcheck's maintained successor; null
 * when the address looks as meant. Loaded on first use.
 */
export async function suggestEmail(email: string): Promise<string | null> {
  const trimmed = email.trim();
  if (!isEmailAddress(trimmed) && !/@[^@\s]+\.[^@\s]+$/.test(trimmed)) return null;
  const { run } = await import('@zootools/email-spell-checker');
  const suggestion = run({ email: trimmed });
  return suggestion && suggestion.full !== trimmed ? suggestion.full : null;
}
