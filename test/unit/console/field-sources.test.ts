import { describe, expect, it } from 'vitest';
import { sourceWords } from '../../../src/console/field-sources';

describe('sourceWords', () => {
  it.each([
    ['step:AtFault', 'asked at AtFault'],
    ['derived', 'derived from the answers'],
    ['tracking', 'the landing URL (tracking, never an answer)'],
    ['vendor', 'a vendor’s proof, retained by the server'],
    ['server', 'the server'],
    ['claimed', 'the browser’s claim (decides nothing)'],
    [undefined, 'source not recorded (a lead stored before sources were kept)'],
    ['', 'source not recorded (a lead stored before sources were kept)'],
    ['something-new', 'something-new'],
  ])('%s reads %s', (source, words) => {
    expect(sourceWords(source)).toBe(words);
  });
});
