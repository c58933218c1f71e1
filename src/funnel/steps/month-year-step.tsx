import type { CSSObject } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import type { FieldError } from '../../../guards/field-rules';
import { FIELD_ERROR_MESSAGES, MONTH_NAMES, SURVEY_TEXTS } from '../../../variants/texts/messages';
import type { MonthYearStep as MonthYearStepData } from '../../../variants/steps/step-catalogue';
import { localized } from '../../../machines/step-kinds';
import { SHARED_ACTIONS } from '../../../variants/registries/shared-actions';
import { SCREEN_TEXTS, TIMEFRAMES } from '../../../variants/texts/screen-texts';
import { StepForm } from '../native-form';
import type { StepProps } from '../step-props';
import { ErrorText, FieldGroup, Label, PrimaryButton, inputStyle } from './step-controls';

const row: CSSObject = { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 };
const select = (invalid: boolean): CSSObject => ({
  ...inputStyle(invalid),
  appearance: 'auto',
});

interface SelectFieldProps {
  name: string;
  label: string;
  placeholder: string;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

function SelectField({
  name,
  label,
  placeholder,
  value,
  invalid,
  describedBy,
  options,
  onChange,
}: SelectFieldProps) {
  return (
    <FieldGroup>
      <Label htmlFor={name}>{label}</Label>
      <select
        css={select(invalid)}
        id={name}
        name={name}
        value={value}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldGroup>
  );
}

export function MonthYearStep({
  step,
  values,
  today,
  language,
  busy,
  onAnswer,
  typed,
  errors,
}: StepProps<MonthYearStepData>) {
  const [month, setMonth] = useState(typed?.injury_month ?? values.injury_month ?? '');
  const [year, setYear] = useState(typed?.injury_year ?? values.injury_year ?? '');
  const [error, setError] = useState<FieldError | null>(
    () => (errors?.injury_month ?? errors?.injury_year ?? null) as FieldError | null,
  );
  const thisYear = Number(today.slice(0, 4));
  const thisMonth = Number(today.slice(5, 7));
  const years = Array.from({ length: step.yearsBack + 1 }, (_, index) => String(thisYear - index));
  const t = (text: { en: string; es?: string }) => localized(text, language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!month || !year) return setError('required');
    if (Number(year) === thisYear && Number(month) > thisMonth) return setError('date-future');
    onAnswer({ injury_month: month, injury_year: year });
  };

  const pickTimeframe = (answer: string) =>
    onAnswer({
      accident_date_button: answer,
      ...SHARED_ACTIONS.estimateDateFromTimeframe({ accident_date_button: answer }, today),
    });

  return (
    <StepForm onSubmit={submit}>
      {/* Shown with show-accident-timeframe, styled in src/funnel/survey-flags.css: wrapped rows of buttons. */}
      <div data-part="timeframe">
        <p id="timeframe-label">{t(SCREEN_TEXTS.timeframe)}</p>
        <div role="group" aria-labelledby="timeframe-label">
          {TIMEFRAMES.map((timeframe) => (
            <button
              key={timeframe.answer}
              type="submit"
              name="accident_date_button"
              value={timeframe.answer}
              data-answer={timeframe.answer}
              aria-pressed={values.accident_date_button === timeframe.answer}
              disabled={busy}
              onClick={(event) => {
                event.preventDefault();
                pickTimeframe(timeframe.answer);
              }}
            >
              {t(timeframe.label)}
            </button>
          ))}
        </div>
        <p>{t(SCREEN_TEXTS.orExact)}</p>
      </div>
      <div css={row}>
        <SelectField
          name="injury_month"
          label={t(SURVEY_TEXTS.month)}
          placeholder={t(SURVEY_TEXTS.chooseMonth)}
          value={month}
          invalid={error !== null && (!month || error === 'date-future')}
          describedBy={error ? 'when-error' : undefined}
          options={MONTH_NAMES.map((name, index) => ({
            value: String(index + 1).padStart(2, '0'),
            label: t(name),
          }))}
          onChange={(value) => {
            setMonth(value);
            setError(null);
          }}
        />
        <SelectField
          name="injury_year"
          label={t(SURVEY_TEXTS.year)}
          placeholder={t(SURVEY_TEXTS.chooseYear)}
          value={year}
          invalid={error !== null && !year}
          describedBy={error ? 'when-error' : undefined}
          options={years.map((value) => ({ value, label: value }))}
          onChange={(value) => {
            setYear(value);
            setError(null);
          }}
        />
      </div>
      {error && (
        <ErrorText id="when-error" role="alert">
          {t(FIELD_ERROR_MESSAGES[error])}
        </ErrorText>
      )}
      <PrimaryButton type="submit" data-action="next" disabled={busy}>
        {t(step.button)}
      </PrimaryButton>
    </StepForm>
  );
}
