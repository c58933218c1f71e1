import { describe, expect, it } from 'vitest';
import {
  cappedMeterValue,
  estimateCompensation,
  meterBand,
  type EstimateAnswers,
} from '../../../guards/compensation-estimate';

describe('meterBand: the spec’s seven bands (section 9)', () => {
  it.each([
    [0, 1, 'Low Value'],
    [5000, 1, 'Low Value'],
    [5001, 2, 'Low to Mid Value'],
    [7000, 2, 'Low to Mid Value'],
    [7001, 3, 'Mid Value'],
    [12_500, 3, 'Mid Value'],
    [12_501, 4, 'Mid to High Value'],
    [25_000, 4, 'Mid to High Value'],
    [25_001, 5, 'High Value'],
    [50_000, 5, 'High Value'],
    [50_001, 6, 'Very High Value'],
    [100_000, 6, 'Very High Value'],
    [100_001, 7, 'Extremely High Value'],
    [249_500, 7, 'Extremely High Value'],
    [250_000, 7, 'Extremely High Value'],
  ])('%i is level %i, %s', (value, level, label) => {
    expect(meterBand(value)).toMatchObject({ level, label });
  });
});

describe('cappedMeterValue: values above 250000 show as 249500', () => {
  it.each([
    [250_000, 250_000],
    [250_001, 249_500],
    [900_000, 249_500],
    [12_345.6, 12_346],
  ])('%f shows as %i', (value, shown) => expect(cappedMeterValue(value)).toBe(shown));
});

describe('estimateCompensation', () => {
  const cases: [string, EstimateAnswers, number, number, number][] = [
    ['no answer yet: the start, 5000', {}, 1, 5000, 1],
    ['not injured', { injury_type: '', physical_injury: 'No' }, 1, 5000, 1],
    ['cuts and bruises', { injury_type: 'Cuts and Bruises', physical_injury: 'Yes' }, 1, 7000, 2],
    ['whiplash', { injury_type: 'Whiplash', physical_injury: 'Yes' }, 1, 14_000, 4],
    [
      'whiplash, treated',
      { injury_type: 'Whiplash', physical_injury: 'Yes', doctor_treatment: 'Yes' },
      1,
      19_400,
      4,
    ],
    [
      'broken bones, treated, missed work, police report',
      {
        injury_type: 'Broken Bones',
        physical_injury: 'Yes',
        doctor_treatment: 'Yes',
        missed_work: 'Yes',
        police_report: 'Yes',
      },
      1,
      61_000,
      6,
    ],
    [
      'the same, at fault',
      {
        injury_type: 'Broken Bones',
        physical_injury: 'Yes',
        doctor_treatment: 'Yes',
        missed_work: 'Yes',
        police_report: 'Yes',
        at_Fault: 'Yes',
      },
      1,
      27_400,
      5,
    ],
    ['an injury answered only as yes', { physical_injury: 'Yes' }, 1, 9000, 3],
    [
      'treatment without an injury adds nothing',
      { physical_injury: 'No', doctor_treatment: 'Yes' },
      1,
      5000,
      1,
    ],
    [
      'loss of limb, treated: 197000',
      { injury_type: 'Loss of Limb', physical_injury: 'Yes', doctor_treatment: 'Yes' },
      1,
      197_000,
      7,
    ],
    [
      'a multiplier past the maximum is capped at 249500',
      { injury_type: 'Loss of Limb', physical_injury: 'Yes', doctor_treatment: 'Yes' },
      2,
      249_500,
      7,
    ],
    ['the multiplier raises the start', {}, 1.5, 7500, 3],
    ['a multiplier below 1 counts as 1', {}, 0.2, 5000, 1],
    ['a multiplier above 4 counts as 4', {}, 10, 20_000, 4],
    [
      'answers in another case',
      { injury_type: 'Whiplash', physical_injury: 'YES', at_Fault: 'yes' },
      1,
      8600,
      3,
    ],
  ];
  it.each(cases)('%s', (_name, answers, multiplier, value, compLevel) => {
    expect(estimateCompensation(answers, multiplier)).toMatchObject({ value, compLevel });
  });
});
