import { emailCheckPassed } from '../../guards/email-rules';
import type { FieldError } from '../../guards/field-rules';
import { isPlaceResolved } from '../../guards/lead-fields';
import { phoneAccepted, readPhoneCheck } from '../../guards/phone-rules';
import {
  checkEmail,
  checkGibberish,
  checkPhone,
  findZipPlace,
} from '../../services/api/checks/checks-client';
import type { FieldSpec } from '../../variants/steps/step-catalogue';
import { normalizePath } from '../../variants/routes/route-table';

export interface RemoteCheckOutcome {
  errors: Record<string, FieldError>;
  /** Answers the checks add to the step (the description's gibberish verdict). */
  extra: Record<string, string>;
}

/**
 * The checks a step's fields need from the server once they pass the local rules: phone (valid, and active
 * unless the path overrides it), e-mail (neither invalid, disposable nor blocked), zip (a known place) and the
 * description's gibberish verdict. They run side by side; a check that fails lets the value through.
 */
export async function runRemoteChecks(
  fields: readonly FieldSpec[],
  values: Readonly<Record<string, string>>,
  path: string,
): Promise<RemoteCheckOutcome> {
  const errors: Record<string, FieldError> = {};
  const extra: Record<string, string> = {};
  const checks = fields.map(async (field) => {
    const value = values[field.name] ?? '';
    if (value === '') return;
    if (field.rules.includes('phone')) {
      const verdict = readPhoneCheck(await checkPhone(value));
      if (!phoneAccepted(verdict, normalizePath(path))) errors[field.name] = 'phone-rejected';
    } else if (field.rules.includes('email')) {
      if (!emailCheckPassed(await checkEmail(value))) errors[field.name] = 'email-rejected';
    } else if (field.rules.includes('zip')) {
      const place = await findZipPlace(value);
      if (place && !isPlaceResolved(place)) errors[field.name] = 'zip-unknown';
    } else if (field.rules.includes('description')) {
      const gibberish = await checkGibberish(value);
      extra.is_gibberish = gibberish ? 'yes' : 'no';
    }
  });
  await Promise.all(checks);
  return { errors, extra };
}
