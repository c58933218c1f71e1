import {
  INJURIES,
  description,
  firstName,
  lastName,
  yesNoOptions,
  type CalendarFieldSpec,
  type ChoiceOption,
  type FormInputSpec,
  type FormRule,
  type Localized,
  type SelectFieldSpec,
} from './step-catalogue';
import { text } from '../../machines/step-kinds';

/** Fields and options the special flows' form steps share. */
/** A required select of a form step. */
export function select(
  name: string,
  label: Localized,
  options: readonly ChoiceOption[],
  rules: readonly FormRule[] = ['required'],
): SelectFieldSpec {
  return { name, type: 'select', label, options, rules };
}

export const yesNoChoices = yesNoOptions();
/** The one-page survey and the first funnel send the names as first_name and last_name (spec section 3). */
export const firstNameSnakeCase: FormInputSpec = { ...firstName, name: 'first_name' };
export const lastNameSnakeCase: FormInputSpec = { ...lastName, name: 'last_name' };
export const describeInWords: FormInputSpec = { ...description, rules: ['required', 'description', 'words'] };
export const injuryYear: CalendarFieldSpec = {
  name: 'injury_year',
  type: 'year',
  label: text('Year of the accident'),
  rules: ['required'],
  yearsBack: 6,
};
export const caseWorthOptions: ChoiceOption[] = [
  { answer: 'under_10000', label: text('Under $10,000') },
  { answer: '10000_50000', label: text('$10,000 to $50,000') },
  { answer: '50000_100000', label: text('$50,000 to $100,000') },
  { answer: 'over_100000', label: text('Over $100,000') },
  { answer: 'not_sure', label: text('I am not sure') },
];
/**
 * The injury alone: the one-page survey asks physical_injury as its own question, so an injury is offered only to
 * a visitor who has not said no, and "I was not injured" only to one who has not said yes.
 */
export const injuryTypeOptions: ChoiceOption[] = [
  ...INJURIES.map(([en]) => ({ answer: en, label: text(en), onlyWhen: { physical_injury: 'Yes' } })),
  { answer: 'None', label: text('I was not injured'), onlyWhen: { physical_injury: 'No' } },
];
export const whenSeekMedicalTreatmentOptions: ChoiceOption[] = [
  { answer: 'first_week', label: text('Within a week of the accident') },
  { answer: 'first_month', label: text('Within a month of the accident') },
  { answer: 'later', label: text('More than a month after the accident') },
  { answer: 'not_yet', label: text('I have not been treated yet') },
];
