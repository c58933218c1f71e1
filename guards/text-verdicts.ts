import { yesNo, type Answers } from './answers';
import { descriptionHasBadWords, namesContainBadWords } from './bad-words';
import { namesAreGibberish } from './name-gibberish';
import { isGibberishText } from './text-gibberish';

/** The yes/no flags a lead's free text earns. Heavy (word lists, a letter-pair model): browsers load it lazily. */
export interface TextVerdicts {
  bad_words: 'yes' | 'no';
  is_gibberish: 'yes' | 'no';
  name_gibberish: 'yes' | 'no';
  name_bad_word: 'yes' | 'no';
}

export interface TextVerdictOptions {
  /** The gibberish service's answer for the description, when one was asked; the embedded check otherwise. */
  descriptionIsGibberish?: boolean;
}

export function textVerdicts(answers: Answers, options: TextVerdictOptions = {}): TextVerdicts {
  const description = answers.case_description ?? '';
  const firstName = answers.firstName ?? answers.first_name ?? '';
  const lastName = answers.lastName ?? answers.last_name ?? '';
  return {
    bad_words: yesNo(descriptionHasBadWords(description)),
    is_gibberish: yesNo(options.descriptionIsGibberish ?? isGibberishText(description)),
    name_gibberish: yesNo(namesAreGibberish(firstName, lastName, answers.oid ?? '')),
    name_bad_word: yesNo(namesContainBadWords(firstName, lastName)),
  };
}
