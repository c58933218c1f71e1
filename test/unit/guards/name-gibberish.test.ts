import { describe, expect, it } from 'vitest';
import { namesContainBadWords } from '../../../guards/bad-words';
import {
  isGibberishName,
  nameWordProblem,
  nameWords,
  namesAreGibberish,
} from '../../../guards/name-gibberish';

describe('name words: titles and suffixes stripped, - . , become spaces, single letters dropped', () => {
  it.each([
    ['Dr. John Smith Jr.', ['John', 'Smith']],
    ['Mrs Mary-Jane Watson', ['Mary', 'Jane', 'Watson']],
    ['Smith, John, PhD', ['Smith', 'John']],
    ['J. R. R. Tolkien', ['Tolkien']],
    ['Henry VIII', ['Henry', 'VIII']],
    ['Henry IV', ['Henry']],
    ['Sir Elton Hercules John', ['Elton', 'Hercules', 'John']],
    ['Jane Doe DDS', ['Jane', 'Doe']],
    ['Fr. Mike Hr', ['Mike']],
    ['Miss Ana MD', ['Ana']],
    ['Ms. Rosa DVM', ['Rosa']],
    ['Mr. Tom III', ['Tom']],
  ])('"%s" → %j', (name, words) => {
    expect(nameWords(name)).toEqual(words);
  });
});

describe('the four word rules', () => {
  it.each([
    ['Al', null],
    ['Ng', 'no-vowel'],
    ['Lynn', 'no-vowel'],
    ['Bcd', 'no-vowel'],
    ['Aaaron', 'repeated-letter'],
    ['Sooo', 'repeated-letter'],
    ['Aaron', null],
    ['Hirschsprung', 'consonant-run'],
    ['Schwartz', null],
    ['Dmitrijs', null],
    ['X', 'too-short'],
    ['José', null],
  ])('"%s" → %s', (word, problem) => {
    expect(nameWordProblem(word)).toBe(problem);
  });
});

describe('name_gibberish', () => {
  it.each([
    ['John', false],
    ['Mary-Jane', false],
    ["O'Brien", false],
    ['María José', false],
    ['Xzzzy', true],
    ['asdfgh', true],
    ['Jooohn', true],
    ['J.', true],
    ['Dr.', true],
    ['', false],
  ])('"%s" → %s', (name, gibberish) => {
    expect(isGibberishName(name)).toBe(gibberish);
  });

  it('is yes when either name is gibberish', () => {
    expect(namesAreGibberish('John', 'Smith', '81')).toBe(false);
    expect(namesAreGibberish('John', 'Bcdfgh', '81')).toBe(true);
    expect(namesAreGibberish('Qwrtp', 'Smith', '81')).toBe(true);
  });

  it.each(['516', '180', '330'])('is skipped for offer %s', (oid) => {
    expect(namesAreGibberish('Qwrtp', 'Bcdfgh', oid)).toBe(false);
  });
});

describe('name_bad_word', () => {
  it('runs the free-text filter on both names', () => {
    expect(namesContainBadWords('John', 'Smith')).toBe(false);
    expect(namesContainBadWords('Fuck', 'Off')).toBe(true);
    expect(namesContainBadWords('Free', 'Money')).toBe(true);
  });
});
