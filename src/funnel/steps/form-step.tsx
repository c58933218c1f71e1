import type { CSSObject } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { SURVEY_TEXTS } from '../../../variants/texts/messages';
import type {
  FieldSpec,
  FormField as FormFieldData,
  FormStep as FormStepData,
} from '../../../variants/steps/step-catalogue';
import { answerValues, localized } from '../../../machines/step-kinds';
import { color } from '../../ui/theme';
import { preloadConsentView } from '../consent-tap-loader';
import { preloadLeadCode } from '../lead-code';
import { StepForm } from '../native-form';
import type { StepProps } from '../step-props';
import { FormField } from './form-field';
import {
  formAnswer,
  formErrors,
  formFieldError,
  formFields,
  filledShare,
  formValues,
  offeredOptions,
  type FieldState,
  type FormError,
} from '../../../variants/native-forms/form-rules';
import { StepSubmit } from './step-submit';
import { useStepSubmit } from './use-step-submit';

/**
 * The server's checks are asked only when the form is sent: their client stays out of the first load of a survey
 * that opens on a form (/survey/one-page), and is fetched once the form shows.
 */
const loadRemoteChecks = () => import('../remote-field-checks');

const groupGrid: CSSObject = {
  margin: '0 0 8px',
  padding: 0,
  border: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  columnGap: 16,
  '& [data-field="case_description"]': { gridColumn: '1 / -1' },
};
const legend: CSSObject = { marginBottom: 12, fontSize: 19, fontWeight: 700, color: color.navy };
const notice: CSSObject = {
  margin: '0 0 12px',
  padding: '12px 14px',
  borderRadius: 10,
  background: color.errorSurface,
  color: color.error,
  fontWeight: 600,
};

/** What the visitor gave before (after BACK or a reload), as the option or value the field shows. */
function recalled(field: FormFieldData, values: Readonly<Record<string, string>>): string {
  const stored = values[field.name];
  if (stored === undefined) return '';
  if (field.type !== 'select') return stored;
  const matches = (option: (typeof field.options)[number]) =>
    Object.entries(answerValues(field.name, option)).every(([key, value]) => (values[key] ?? '') === value);
  return field.options.find(matches)?.answer ?? '';
}

/** What the visitor changed, as the form shows it: the draft a reload restores. */
function typedValues(states: Readonly<Record<string, FieldState>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(states)
      .filter(([, state]) => state.changed)
      .map(([name, state]) => [name, state.value]),
  );
}

/** A name is refused when it reads as gibberish or holds a bad word (the word lists load with this check). */
async function nameErrors(fields: FormFieldData[], states: Record<string, FieldState>) {
  const errors: Record<string, FormError> = {};
  const names = fields.filter((field) => field.rules.includes('name'));
  if (names.length === 0) return errors;
  const [{ isGibberishName }, { containsBadWords }] = await Promise.all([
    import('../../../guards/name-gibberish'),
    import('../../../guards/bad-words'),
  ]);
  for (const field of names) {
    const value = states[field.name]?.value ?? '';
    if (isGibberishName(value) || containsBadWords(value)) errors[field.name] = 'name';
  }
  return errors;
}

/**
 * A form of field groups: each field keeps its value, its error and whether the visitor changed it. A changed
 * field is checked when it loses focus; the button checks every field, then the server's checks, and answers
 * only when no field is in error. Otherwise the generic notice shows and what was typed stays.
 */
export function FormStep({
  name,
  step,
  values,
  today,
  language,
  isLast,
  busy,
  onAnswer,
  typed,
  onType,
  onFilled,
  errors: serverErrors,
}: StepProps<FormStepData>) {
  const fields = formFields(step);
  const [states, setStates] = useState<Record<string, FieldState>>(() =>
    Object.fromEntries(
      fields.map((field) => {
        const draft = typed?.[field.name];
        if (draft !== undefined) return [field.name, { value: draft, changed: true }];
        return [field.name, { value: recalled(field, values), changed: field.name in values }];
      }),
    ),
  );
  const [errors, setErrors] = useState<Record<string, FormError>>(
    () => ({ ...serverErrors }) as Record<string, FormError>,
  );
  useEffect(() => onFilled?.(filledShare(step, formValues(states))), [onFilled, step, states]);
  // Not a static import of the lead's code, as the fields step's is: the form step opens the one-page survey.
  useEffect(preloadLeadCode, []);
  useEffect(() => {
    if (isLast) preloadConsentView();
  }, [isLast]);
  useEffect(() => {
    loadRemoteChecks().catch(() => undefined);
  }, []);
  const form = useRef<HTMLFormElement>(null);
  const consent = useRef<HTMLParagraphElement>(null);
  const buttonLabel = localized(step.button, language);

  const change = (field: FormFieldData, value: string) => {
    const next = { ...states, [field.name]: { value, changed: true } };
    // An answer the form no longer offers beside this one is cleared (an injury once "not injured" is chosen).
    for (const other of fields) {
      const chosen = next[other.name]?.value ?? '';
      if (other.type !== 'select' || other === field || chosen === '') continue;
      if (!offeredOptions(other, formValues(next)).some((option) => option.answer === chosen))
        next[other.name] = { value: '', changed: true };
    }
    setStates(next);
    onType?.(typedValues(next));
    setErrors(({ [field.name]: _cleared, ...rest }) => rest);
  };
  const blur = (field: FormFieldData) => {
    const state = states[field.name];
    if (!state?.changed) return;
    const error = formFieldError(field, state, today);
    if (error) setErrors((current) => ({ ...current, [field.name]: error }));
  };
  const { checking, submit } = useStepSubmit<FormError>({
    isLast,
    form,
    fields: fields.map((field) => field.name),
    consent: () => consent.current,
    localErrors: () => formErrors(step, states, today),
    answer: () => formAnswer(step, states),
    // The server's checks read a field's rules only: a form field's are a superset of a fields step's.
    remoteChecks: async (answer) => {
      const [remote, names] = await Promise.all([
        loadRemoteChecks().then(({ runRemoteChecks }) =>
          runRemoteChecks(fields as unknown as FieldSpec[], answer, window.location.pathname),
        ),
        nameErrors(fields, states),
      ]);
      return { errors: { ...names, ...remote.errors }, extra: remote.extra };
    },
    proceed: async (answer, tapped) => {
      // The lead stores the consent exactly as the page showed it.
      const tcpa: Record<string, string> =
        isLast && consent.current ? { tcpa: consent.current.textContent ?? '' } : {};
      await tapped;
      onAnswer({ ...answer, ...tcpa });
    },
    setErrors,
    // The form's notice of its errors stays until a check finds otherwise.
    keepErrorsUntilRefused: true,
  });

  const invalid = Object.keys(errors).length > 0;
  return (
    <StepForm formRef={form} onSubmit={submit}>
      {step.groups.map((group) => (
        <fieldset key={group.legend.en} css={groupGrid} data-part="fields">
          <legend css={legend}>{localized(group.legend, language)}</legend>
          {group.fields.map((field) => (
            <FormField
              key={field.name}
              id={`${name}-${field.name}`}
              field={field}
              options={field.type === 'select' ? offeredOptions(field, formValues(states)) : undefined}
              value={states[field.name]?.value ?? ''}
              error={errors[field.name]}
              today={today}
              language={language}
              onChange={(value) => change(field, value)}
              onBlur={() => blur(field)}
            />
          ))}
        </fieldset>
      ))}
      {invalid && (
        <p css={notice} role="alert" data-notice="form-errors">
          {localized(SURVEY_TEXTS.formInvalid, language)}
        </p>
      )}
      <StepSubmit
        isLast={isLast}
        busy={busy || checking}
        label={buttonLabel}
        language={language}
        consentRef={consent}
        dock={step.groups.length === 1}
      />
    </StepForm>
  );
}
