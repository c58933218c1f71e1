import type { CSSObject } from '@emotion/react';
import { maskPhone } from '../../../guards/field-rules';
import { countWords } from '../../../guards/text-filters';
import {
  descriptionCount,
  FORM_ERROR_MESSAGES,
  MONTH_NAMES,
  SURVEY_TEXTS,
} from '../../../variants/texts/messages';
import type {
  ChoiceOption,
  FormField as FormFieldData,
  FormInputSpec,
  Localized,
} from '../../../variants/steps/step-catalogue';
import { localized } from '../../../machines/step-kinds';
import { color } from '../../ui/theme';
import type { FormError } from '../../../variants/native-forms/form-rules';
import { ErrorText, FieldGroup, Label, inputStyle } from './step-controls';

const select = (invalid: boolean): CSSObject => ({
  ...inputStyle(invalid),
  appearance: 'auto',
});
const textArea = (invalid: boolean): CSSObject => ({
  ...inputStyle(invalid),
  minHeight: 120,
  resize: 'vertical',
  lineHeight: 1.45,
});
const counter: CSSObject = { margin: '6px 0 0', fontSize: 14, color: color.muted, textAlign: 'right' };

interface FormFieldProps {
  id: string;
  field: FormFieldData;
  /** A select's options as the form offers them beside its other answers (form-rules.ts, offeredOptions). */
  options?: readonly ChoiceOption[];
  value: string;
  error: FormError | undefined;
  today: string;
  language: 'en' | 'es';
  onChange: (value: string) => void;
  onBlur: () => void;
}

function choices(
  field: FormFieldData,
  today: string,
  language: 'en' | 'es',
  offered: readonly ChoiceOption[] | undefined,
) {
  if (field.type === 'select') {
    return (offered ?? field.options).map((option) => ({
      value: option.answer,
      label: localized(option.label, language),
    }));
  }
  if (field.type === 'month') {
    return MONTH_NAMES.map((name, index) => ({
      value: String(index + 1).padStart(2, '0'),
      label: localized(name, language),
    }));
  }
  const thisYear = Number(today.slice(0, 4));
  return Array.from({ length: (field.type === 'year' ? (field.yearsBack ?? 6) : 0) + 1 }, (_, index) => {
    const year = String(thisYear - index);
    return { value: year, label: year };
  });
}

/** One field of a form step, named by its lead field, marked and described when it is in error. */
export function FormField({
  id,
  field,
  options,
  value,
  error,
  today,
  language,
  onChange,
  onBlur,
}: FormFieldProps) {
  const t = (text: Localized | undefined) => localized(text, language);
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  const common = {
    id,
    name: field.name,
    value,
    'aria-invalid': invalid,
    onBlur,
  };
  let control;
  if (field.type === 'select' || field.type === 'year' || field.type === 'month') {
    control = (
      <select
        css={select(invalid)}
        {...common}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t(SURVEY_TEXTS.choose)}</option>
        {choices(field, today, language, options).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'textarea') {
    control = (
      <>
        <textarea
          css={textArea(invalid)}
          {...common}
          aria-describedby={[`${id}-counter`, error ? errorId : ''].filter(Boolean).join(' ')}
          placeholder={t(field.placeholder)}
          maxLength={5000}
          onChange={(e) => onChange(e.target.value)}
        />
        <p css={counter} id={`${id}-counter`}>
          {t(descriptionCount(value.trim().length, countWords(value)))}
        </p>
      </>
    );
  } else {
    const input = field as FormInputSpec;
    control = (
      <input
        css={inputStyle(invalid)}
        {...common}
        type={field.type}
        aria-describedby={error ? errorId : undefined}
        autoComplete={input.autoComplete}
        inputMode={input.inputMode}
        placeholder={t(input.placeholder) || undefined}
        max={field.type === 'date' ? today : undefined}
        maxLength={field.type === 'tel' ? 14 : field.name === 'zip_code' ? 5 : 254}
        onChange={(e) => onChange(field.type === 'tel' ? maskPhone(e.target.value) : e.target.value)}
      />
    );
  }
  return (
    <FieldGroup data-field={field.name}>
      <Label htmlFor={id}>{t(field.label)}</Label>
      {control}
      {error && <ErrorText id={errorId}>{t(FORM_ERROR_MESSAGES[error])}</ErrorText>}
    </FieldGroup>
  );
}
