import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import type { FieldError } from '../../../guards/field-rules';
import { FIELD_ERROR_MESSAGES, MONTH_NAMES, SURVEY_TEXTS } from '../../../variants/messages';
import type { MonthYearStep as MonthYearStepData } from '../../../variants/step-catalogue';
import { localized } from '../../../variants/step-catalogue';
import type { StepProps } from '../step-props';
import { ErrorText, FieldGroup, Label, PrimaryButton, inputStyle } from './step-controls';

const Row = styled.div({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 });
const Select = styled.select<{ invalid: boolean }>(({ invalid }) => ({
  ...inputStyle(invalid),
  appearance: 'auto',
}));

export function MonthYearStep({
  step,
  values,
  today,
  language,
  busy,
  onAnswer,
}: StepProps<MonthYearStepData>) {
  const [month, setMonth] = useState(values.injury_month ?? '');
  const [year, setYear] = useState(values.injury_year ?? '');
  const [error, setError] = useState<FieldError | null>(null);
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

  return (
    <form onSubmit={submit} noValidate>
      <Row>
        <FieldGroup>
          <Label htmlFor="injury_month">{t(SURVEY_TEXTS.month)}</Label>
          <Select
            id="injury_month"
            name="injury_month"
            value={month}
            invalid={error !== null && (!month || error === 'date-future')}
            aria-describedby={error ? 'when-error' : undefined}
            onChange={(event) => {
              setMonth(event.target.value);
              setError(null);
            }}
          >
            <option value="">{t(SURVEY_TEXTS.chooseMonth)}</option>
            {MONTH_NAMES.map((name, index) => (
              <option key={name.en} value={String(index + 1).padStart(2, '0')}>
                {t(name)}
              </option>
            ))}
          </Select>
        </FieldGroup>
        <FieldGroup>
          <Label htmlFor="injury_year">{t(SURVEY_TEXTS.year)}</Label>
          <Select
            id="injury_year"
            name="injury_year"
            value={year}
            invalid={error !== null && !year}
            aria-describedby={error ? 'when-error' : undefined}
            onChange={(event) => {
              setYear(event.target.value);
              setError(null);
            }}
          >
            <option value="">{t(SURVEY_TEXTS.chooseYear)}</option>
            {years.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        </FieldGroup>
      </Row>
      {error && (
        <ErrorText id="when-error" role="alert">
          {t(FIELD_ERROR_MESSAGES[error])}
        </ErrorText>
      )}
      <PrimaryButton type="submit" data-action="next" disabled={busy}>
        {t(step.button)}
      </PrimaryButton>
    </form>
  );
}
