import { describe, expect, it } from 'vitest';
import {
  parsePercentage,
  prepopulatesDirectly,
  prepopulationRequest,
  prepopulationResult,
} from '../../../guards/prepopulation';

const query = (text: string) => new URLSearchParams(text);

describe('prepopulationRequest', () => {
  it('takes the name, e-mail and phone the landing URL gives, with the share asked', () => {
    expect(
      prepopulationRequest(
        query(
          'prepop=40&first_name=%20Dana%20&lastName=Whitfield&email=dana@example.com&phone=%2B1%20(713)%20555-0182',
        ),
        '1000350',
      ),
    ).toEqual({
      affid: '1000350',
      percentage: 40,
      values: {
        firstName: 'Dana',
        first_name: 'Dana',
        lastName: 'Whitfield',
        last_name: 'Whitfield',
        email: 'dana@example.com',
        phone: '7135550182',
      },
    });
  });

  it('asks nothing without a share above 0 or without a value', () => {
    expect(prepopulationRequest(query('email=dana@example.com'), '1')).toBeNull();
    expect(prepopulationRequest(query('prepop=0&email=dana@example.com'), '1')).toBeNull();
    expect(prepopulationRequest(query('prepop=abc&email=dana@example.com'), '1')).toBeNull();
    expect(prepopulationRequest(query('prepop=100&utm_source=tv'), '1')).toBeNull();
  });

  it('drops a value longer than its field takes', () => {
    const request = prepopulationRequest(query(`prepop=100&firstName=${'a'.repeat(101)}&email=a@b.co`), '1');
    expect(request?.values).toEqual({ email: 'a@b.co' });
  });

  it('fills at once only at 100', () => {
    expect(prepopulatesDirectly(prepopulationRequest(query('prepop=100&email=a@b.co'), '1')!)).toBe(true);
    expect(prepopulatesDirectly(prepopulationRequest(query('prepop=99&email=a@b.co'), '1')!)).toBe(false);
  });
});

describe('parsePercentage', () => {
  it.each([
    ['0', 0],
    ['7', 7],
    ['100', 100],
    ['101', null],
    ['-5', null],
    ['12.5', null],
    ['', null],
    [null, null],
  ])('%s → %s', (text, expected) => {
    expect(parsePercentage(text)).toBe(expected);
  });
});

describe('prepopulationResult', () => {
  it('answers yes on the asked share of draws, for an allowed affiliate', () => {
    expect(prepopulationResult('1', 40, undefined, 0.39)).toBe('yes');
    expect(prepopulationResult('1', 40, undefined, 0.4)).toBe('no');
    expect(prepopulationResult('1', 100, undefined, 0.999)).toBe('yes');
    expect(prepopulationResult('1', 0, undefined, 0)).toBe('no');
    expect(prepopulationResult('389', 100, ['1000350'], 0)).toBe('no');
    expect(prepopulationResult('1000350', 100, ['1000350'], 0.5)).toBe('yes');
  });
});
