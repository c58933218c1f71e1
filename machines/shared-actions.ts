import type { Answers } from '../guards/answers';
import type { ActionName } from '../variants/definition';

/**
 * What each shared action adds to the answers of the step it follows. Written once; a variant names them in `do`.
 * The hit-and-run notes tell the buyer why the description may read oddly, so the bad-word flag is cleared.
 */
export const SHARED_ACTIONS: Record<ActionName, (answers: Answers) => Record<string, string>> = {
  noteDriverIdentified: (answers) => ({
    case_description: `${answers.case_description ?? ''} -- the driver was identified`,
    bad_words: 'no',
  }),
  noteUninsuredMotoristCoverage: (answers) => ({
    case_description: `${answers.case_description ?? ''} -- plaintiff has UM insurance`,
    bad_words: 'no',
  }),
};
