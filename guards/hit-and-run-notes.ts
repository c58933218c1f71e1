/**
 * What the hit-and-run steps append to the case description (spec section 4, HitAndRunIdentified). Either one
 * means the flow has set bad_words to no, so the flag is derived as no whenever the description carries it. Kept
 * apart from the word lists, which the funnel's first load must not carry.
 */
export const DRIVER_IDENTIFIED_NOTE = ' -- the driver was identified';
export const UNINSURED_MOTORIST_NOTE = ' -- plaintiff has UM insurance';

export function clearedByHitAndRunNote(description: string): boolean {
  return description.endsWith(DRIVER_IDENTIFIED_NOTE) || description.endsWith(UNINSURED_MOTORIST_NOTE);
}
