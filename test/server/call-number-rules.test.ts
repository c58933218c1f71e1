import { describe, expect, it } from 'vitest';
import {
  matchCallNumberRule,
  parseCallNumberRules,
  trackedCallNumber,
  usDigitsOf,
} from '../../server/call-number-rules';
import { readConfig } from '../../server/config';

describe('parseCallNumberRules (CALL_NUMBERS)', () => {
  it.each([
    ['', []],
    ['  ', []],
    ['affid=1000350:8005550123', [{ param: 'affid', value: '1000350', digits: '8005550123' }]],
    [
      'affid=1000350:8005550123, utm_source=tv:8005550199,',
      [
        { param: 'affid', value: '1000350', digits: '8005550123' },
        { param: 'utm_source', value: 'tv', digits: '8005550199' },
      ],
    ],
    ['sub_id=a-b.c_d:2125550100', [{ param: 'sub_id', value: 'a-b.c_d', digits: '2125550100' }]],
  ])('reads %j', (text, rules) => {
    expect(parseCallNumberRules(text)).toEqual(rules);
  });

  it.each([
    ['affid:8005550123', 'param=value:number'],
    ['affid=1000350', 'param=value:number'],
    ['=1000350:8005550123', 'param=value:number'],
    ['affid=:8005550123', 'param=value:number'],
    ['affid=1000350:(800) 555-0123', 'param=value:number'],
    ['affid=1000350:800555012', 'ten-digit US number'],
    ['affid=1000350:18005550123', 'ten-digit US number'],
    ['affid=1000350:1005550123', 'ten-digit US number'],
    ['affid=1000350:8000550123', 'ten-digit US number'],
  ])('refuses %j, quoting the rule', (rule, problem) => {
    expect(() => parseCallNumberRules(`utm_source=tv:8005550199,${rule}`)).toThrow(
      `CALL_NUMBERS rule "${rule}" must`,
    );
    expect(() => parseCallNumberRules(rule)).toThrow(problem);
  });

  it('stops the start when a rule is malformed', () => {
    expect(() => readConfig({ CALL_NUMBERS: 'affid=1000350:555' })).toThrow(
      'CALL_NUMBERS rule "affid=1000350:555"',
    );
  });
});

describe('matchCallNumberRule', () => {
  const rules = parseCallNumberRules('affid=1000350:8005550123,utm_source=tv:8005550199,affid=7:8005550111');
  const match = (page: string) => matchCallNumberRule(rules, new URL(page))?.digits;

  it.each([
    ['https://example.com/?affid=1000350', '8005550123'],
    ['https://example.com/survey/v4nv?sub_id=3&affid=1000350', '8005550123'],
    ['https://example.com/?utm_source=tv', '8005550199'],
    // The first rule that matches wins, whatever the order of the query.
    ['https://example.com/?utm_source=tv&affid=1000350', '8005550123'],
    ['https://example.com/?affid=7', '8005550111'],
    ['https://example.com/?affid=2&affid=7', '8005550111'],
    ['https://example.com/', undefined],
    ['https://example.com/?affid=10003500', undefined],
    ['https://example.com/?utm_source=TV', undefined],
    ['https://example.com/affid=1000350', undefined],
    ['https://example.com/#affid=1000350', undefined],
  ])('%s → %s', (page, digits) => {
    expect(match(page)).toBe(digits);
  });
});

describe('trackedCallNumber and usDigitsOf', () => {
  it('gives the dial string and the display form', () => {
    expect(trackedCallNumber('8005550123')).toEqual({
      retreaverNumber: '+18005550123',
      retreaverNumberFormatted: '(800) 555-0123',
    });
  });

  it.each([
    ['+18665550123', '8665550123'],
    [' +18665550123 ', '8665550123'],
    ['18665550123', undefined],
    ['+448665550123', undefined],
    ['+11665550123', undefined],
    ['', undefined],
  ])('%j → %s', (e164, digits) => {
    expect(usDigitsOf(e164)).toBe(digits);
  });
});
