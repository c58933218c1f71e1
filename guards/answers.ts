/** Raw answers as the funnel collects them: field name to string value. */
export type Answers = Readonly<Record<string, string | undefined>>;

/** The spec compares answers in lower case. */
export function normalized(value: unknown): string {
  return String(value ?? '')
    .trim()
    .toLowerCase();
}

export function isYes(value: unknown): boolean {
  return normalized(value) === 'yes';
}

export function isNo(value: unknown): boolean {
  return normalized(value) === 'no';
}

export function yesNo(flag: boolean): 'yes' | 'no' {
  return flag ? 'yes' : 'no';
}
