import { describe, expect, it } from 'vitest';
import { activeStage, stageStates } from '../../../../variants/texts/progress-stages';

describe('progress stages', () => {
  it.each([
    ['the first question', 'WhenWasTheAccident', [], 0],
    ['the injury question', 'WasUserInjured', ['WhenWasTheAccident', 'AtFault'], 1],
    ['treatment', 'DidYouReceiveMedicalTreatment', ['WhenWasTheAccident', 'AtFault', 'WasUserInjured'], 2],
    [
      'the police report, after no injury',
      'PoliceReportFiled',
      ['WhenWasTheAccident', 'AtFault', 'WasUserInjured'],
      3,
    ],
    ['a step not named keeps the stage reached', 'SomeOtherStep', ['WhenWasTheAccident', 'HasLawyer'], 3],
    ['the contact step', 'PhoneAndZip', ['NameAndEmail'], 4],
  ])('%s', (_name, step, answered, stage) => {
    expect(activeStage(step, answered)).toBe(stage);
  });

  it('marks the medical-treatment step completed when a visitor who was not hurt skips it', () => {
    const states = stageStates(
      activeStage('PoliceReportFiled', ['WhenWasTheAccident', 'AtFault', 'WasUserInjured']),
    );
    expect(states).toEqual(['completed', 'completed', 'completed', 'active', 'upcoming']);
  });
});
