/** Raw answers as the funnel collects them: field name to string value. */
export type Answers = Readonly<Record<string, string | undefined>>;

/** An answer as the funnel or a posted lead may hold it. */
export type AnswerValue = string | number | boolean | null | undefined;

/** The spec compares answers in lower case. */
export function normalized(value: AnswerValue): string {
  return String(value ?? '')
    .trim()
    .toLowerCase();
}

export function isYes(value: AnswerValue): boolean {
  return normalized(value) === 'yes';
}

export function isNo(value: AnswerValue): boolean {
  return normalized(value) === 'no';
}

export function yesNo(flag: boolean): 'yes' | 'no' {
  return flag ? 'yes' : 'no';
}
