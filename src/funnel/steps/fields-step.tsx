import type { CSSObject } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { maskPhone, phoneDigits, type FieldError } from '../../../guards/field-rules';
import { fieldSpec } from '../../../guards/lead-fields';
import { countWords } from '../../../guards/text-filters';
import { descriptionCount, FIELD_ERROR_MESSAGES } from '../../../variants/texts/messages';
import type {
  FieldSpec,
  FieldsStep as FieldsStepData,
  Localized,
} from '../../../variants/steps/step-catalogue';
import { localized } from '../../../machines/step-kinds';
import { color } from '../../ui/theme';
import { preloadConsentView } from '../consent-tap-loader';
// Static: the step that ends most funnels carries the lead's code in its own chunk (../lead-code.ts).
import { preloadTextVerdicts } from '../lead-submission';
import { StepForm } from '../native-form';
import { runRemoteChecks } from '../remote-field-checks';
import type { StepProps } from '../step-props';
import { EmailSuggestion } from '../../ui/email-suggestion';
import { fieldError } from '../../../variants/native-forms/field-error';
import { StepSubmit } from './step-submit';
import { useStepSubmit } from './use-step-submit';

import { ErrorText, FieldGroup, Label, inputStyle } from './step-controls';

const textArea = (invalid: boolean): CSSObject => ({
  ...inputStyle(invalid),
  minHeight: 130,
  resize: 'vertical',
  lineHeight: 1.45,
});
const counter = (invalid: boolean): CSSObject => ({
  margin: '6px 0 0',
  fontSize: 14,
  color: invalid ? color.error : color.muted,
  textAlign: 'right',
});
const checkRow: CSSObject = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: 10,
  fontSize: 16,
  lineHeight: 1.35,
  cursor: 'pointer',
  '& input': { width: 22, height: 22, marginTop: 0, flex: 'none', accentColor: color.navy },
};

/** The longest value an input takes: the masked phone, or the catalogue's limit for the field. */
function inputMaxLength(field: FieldSpec): number | undefined {
  return field.type === 'tel' ? 14 : fieldSpec(field.name).maxLength;
}

function initialValue(field: FieldSpec, given: string | undefined): string {
  if (field.type === 'checkbox') return given === 'Yes' ? 'Yes' : 'No';
  if (field.type === 'tel') return maskPhone(given ?? '');
  return given ?? '';
}

export function FieldsStep({
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
  errors: serverErrors,
}: StepProps<FieldsStepData>) {
  const t = (text: Localized | undefined) => localized(text, language);
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      step.fields.map((field) => [
        field.name,
        typed?.[field.name] ?? initialValue(field, values[field.name]),
      ]),
    ),
  );
  // What the visitor typed (or restored from before a reload), as shown: only these go into the kept draft.
  const typedSoFar = useRef<Record<string, string>>({ ...typed });
  const [errors, setErrors] = useState<Record<string, FieldError>>(
    () => ({ ...serverErrors }) as Record<string, FieldError>,
  );
  useEffect(preloadTextVerdicts, []);
  useEffect(() => {
    if (isLast) preloadConsentView();
  }, [isLast]);
  const form = useRef<HTMLFormElement>(null);
  const consent = useRef<HTMLParagraphElement>(null);
  const buttonLabel = t(step.button);

  const update = (field: FieldSpec, raw: string) => {
    const value = field.type === 'tel' ? maskPhone(raw) : raw;
    setDraft((current) => ({ ...current, [field.name]: value }));
    typedSoFar.current = { ...typedSoFar.current, [field.name]: value };
    onType?.(typedSoFar.current);
    setErrors(({ [field.name]: _cleared, ...rest }) => rest);
  };

  const { checking, submit } = useStepSubmit({
    isLast,
    form,
    fields: step.fields.map((field) => field.name),
    consent: () => consent.current,
    localErrors: () => {
      const found: Record<string, FieldError> = {};
      for (const field of step.fields) {
        const error = fieldError(field, draft[field.name] ?? '', today);
        if (error) found[field.name] = error;
      }
      return found;
    },
    answer: () =>
      Object.fromEntries(
        step.fields.map((field) => {
          const value = draft[field.name] ?? '';
          return [field.name, field.type === 'tel' ? phoneDigits(value) : value.trim()];
        }),
      ),
    remoteChecks: (answer) => runRemoteChecks(step.fields, answer, window.location.pathname),
    proceed: async (answer, tapped) => {
      // The lead stores the consent exactly as the page showed it.
      const tcpa: Record<string, string> =
        isLast && consent.current ? { tcpa: consent.current.textContent ?? '' } : {};
      await tapped;
      onAnswer({ ...answer, ...tcpa });
    },
    setErrors,
  });

  return (
    <StepForm formRef={form} onSubmit={submit}>
      <div data-part="fields">
        {step.fields.map((field) => {
          const id = `${name}-${field.name}`;
          const value = draft[field.name] ?? '';
          const error = errors[field.name];
          const describedBy = error ? `${id}-error` : undefined;
          if (field.type === 'checkbox') {
            return (
              <FieldGroup key={field.name} data-field={field.name}>
                <label css={checkRow}>
                  <input
                    type="checkbox"
                    name={field.name}
                    checked={value === 'Yes'}
                    onChange={(event) => update(field, event.target.checked ? 'Yes' : 'No')}
                  />
                  <span>{t(field.label)}</span>
                </label>
              </FieldGroup>
            );
          }
          if (field.type === 'textarea') {
            const short = error === 'description-short' || error === 'required';
            return (
              <FieldGroup key={field.name} data-field={field.name}>
                <Label htmlFor={id}>{t(field.label)}</Label>
                <textarea
                  css={textArea(Boolean(error))}
                  id={id}
                  name={field.name}
                  value={value}
                  aria-invalid={Boolean(error)}
                  aria-describedby={[`${id}-counter`, describedBy].filter(Boolean).join(' ')}
                  placeholder={t(field.placeholder)}
                  maxLength={inputMaxLength(field)}
                  onChange={(event) => update(field, event.target.value)}
                />
                <p css={counter(short)} id={`${id}-counter`}>
                  {t(descriptionCount(value.trim().length, countWords(value)))}
                </p>
                {error && (
                  <ErrorText id={`${id}-error`} role="alert">
                    {t(FIELD_ERROR_MESSAGES[error])}
                  </ErrorText>
                )}
              </FieldGroup>
            );
          }
          return (
            <FieldGroup key={field.name} data-field={field.name}>
              <Label htmlFor={id}>{t(field.label)}</Label>
              <input
                css={inputStyle(Boolean(error))}
                id={id}
                name={field.name}
                type={field.type}
                value={value}
                aria-invalid={Boolean(error)}
                aria-describedby={describedBy}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                placeholder={t(field.placeholder) || undefined}
                maxLength={inputMaxLength(field)}
                onChange={(event) => update(field, event.target.value)}
              />
              {field.rules.includes('email') && (
                <EmailSuggestion
                  email={value}
                  language={language}
                  onAccept={(suggested) => update(field, suggested)}
                />
              )}
              {error && (
                <ErrorText id={`${id}-error`} role="alert">
                  {t(FIELD_ERROR_MESSAGES[error])}
                </ErrorText>
              )}
            </FieldGroup>
          );
        })}
      </div>
      <StepSubmit
        isLast={isLast}
        busy={busy || checking}
        label={buttonLabel}
        language={language}
        consentRef={consent}
      />
    </StepForm>
  );
}
