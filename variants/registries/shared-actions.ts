import type { Answers } from '../../guards/answers';
import { DRIVER_IDENTIFIED_NOTE, UNINSURED_MOTORIST_NOTE } from '../../guards/hit-and-run-notes';
import { addDays } from '../../guards/dates';
import type { ActionName } from '../variant-definition';

/**
 * How long ago each accident-timeframe button puts the accident, in days: the middle of its range, so that the
 * date rules (the 15-day rule, the state's limit, the 730-day window) read the answer as a visitor meant it.
 */
export const TIMEFRAME_DAYS_AGO: Readonly<Record<string, number>> = {
  'Within 1 Week': 3,
  'Within 1 Month': 20,
  'Within 6 Months': 105,
  'Within 1 Year': 270,
  'Within 2 Years': 545,
  'Over 2 Years': 910,
};

/**
 * What each shared action adds to the answers of the step it follows. Written once; a variant names them in `do`.
 * Each reads the answers so far and the visitor's date (yyyy-MM-dd).
 */
export const SHARED_ACTIONS: Record<ActionName, (answers: Answers, today: string) => Record<string, string>> =
  {
    // The hit-and-run notes tell the buyer why the description may read oddly, so the bad-word flag is cleared.
    noteDriverIdentified: (answers) => ({
      case_description: `${answers.case_description ?? ''}${DRIVER_IDENTIFIED_NOTE}`,
      bad_words: 'no',
    }),
    noteUninsuredMotoristCoverage: (answers) => ({
      case_description: `${answers.case_description ?? ''}${UNINSURED_MOTORIST_NOTE}`,
      bad_words: 'no',
    }),
    /** Flows that only ever ask about car accidents say so in the lead. */
    setCarAccident: () => ({ accident_type: 'Car Accident' }),
    /** A timeframe button gives no month to pick: the accident date is estimated from the button. */
    estimateDateFromTimeframe: (answers, today): Record<string, string> => {
      const daysAgo = TIMEFRAME_DAYS_AGO[answers.accident_date_button ?? ''];
      if (daysAgo === undefined) return {};
      const [year, month, day] = addDays(today, -daysAgo).split('-');
      return { injury_year: year!, injury_month: month!, injury_day: day! };
    },
    /**
     * The DUI description step: an at-fault visitor with a DUI matter is what that flow's buyer wants, so the
     * visitor is no longer treated as disqualified on the way out (thank-you page, partner offer).
     */
    clearDisqualification: () => ({ disqualification_cleared: 'yes' }),
  };
