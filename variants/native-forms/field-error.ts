import { checkFieldRule, type FieldError } from '../../guards/field-rules';
import { checkLeadField } from '../../guards/lead-fields';
import type { FieldSpec } from '../steps/step-catalogue';

/**
 * The first rule a value breaks: the step's own rules, then the lead-field catalogue's limit and rule, the same
 * ones the server applies. An empty optional field breaks none.
 */
export function fieldError(field: FieldSpec, value: string, today: string): FieldError | null {
  if (value.trim() === '' && !field.rules.includes('required')) return null;
  for (const rule of field.rules) {
    const error = checkFieldRule(rule, value, today);
    if (error) return error;
  }
  return field.type === 'checkbox' ? null : checkLeadField(field.name, value.trim());
}
