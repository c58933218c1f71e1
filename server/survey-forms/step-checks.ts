import { containsBadWords } from '../../guards/bad-words';
import type { FieldError } from '../../guards/field-rules';
import { isGibberishName } from '../../guards/name-gibberish';
import { formFields, type FormError } from '../../variants/native-forms/form-rules';
import type { CatalogueStep, FormRule } from '../../variants/steps/step-catalogue';
import type { FieldChecks } from '../field-checks';

/**
 * The checks a step's answer gets from the server once it passes the step's own rules, as the step's component
 * asks them in the browser (src/funnel/remote-field-checks.ts, and the form step's name check): the phone (valid,
 * and active unless the path takes an inactive one), the e-mail (neither invalid, disposable nor blocked), the zip
 * (a known place), a form's names (not gibberish, no bad word), and the description's gibberish verdict, which the
 * answer carries. They run side by side; a check that cannot answer lets the value through.
 */
export interface StepCheckOutcome {
  errors: Record<string, FieldError | FormError>;
  /** What the checks add to the answer (is_gibberish). */
  extra: Record<string, string>;
}

function checkedFields(step: CatalogueStep): { name: string; rules: readonly FormRule[] }[] {
  switch (step.kind) {
    case 'fields':
    case 'buyers':
      return [...step.fields];
    case 'form':
      return formFields(step);
    default:
      return [];
  }
}

export async function checkStepAnswer(
  step: CatalogueStep,
  answer: Readonly<Record<string, string>>,
  path: string,
  checks: FieldChecks,
): Promise<StepCheckOutcome> {
  const errors: Record<string, FieldError | FormError> = {};
  const extra: Record<string, string> = {};
  const byForm = step.kind === 'form';
  await Promise.all(
    checkedFields(step).map(async (field) => {
      const value = answer[field.name] ?? '';
      if (value === '') return;
      if (field.rules.includes('phone')) {
        if (!(await checks.phoneAccepted(value, path))) errors[field.name] = 'phone-rejected';
      } else if (field.rules.includes('email')) {
        if (!(await checks.emailAccepted(value))) errors[field.name] = 'email-rejected';
      } else if (field.rules.includes('zip')) {
        if (!(await checks.zipKnown(value))) errors[field.name] = 'zip-unknown';
      } else if (field.rules.includes('description')) {
        extra.is_gibberish = (await checks.gibberish(value)) ? 'yes' : 'no';
      } else if (byForm && field.rules.includes('name')) {
        if (isGibberishName(value) || containsBadWords(value)) errors[field.name] = 'name';
      }
    }),
  );
  return { errors, extra };
}
