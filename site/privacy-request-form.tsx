import styled from '@emotion/styled';
import { useRef, useState, type FormEvent } from 'react';
import { isEmailAddress } from '../guards/email-address';
import { maskPhone, phoneDigits } from '../guards/field-rules';
import {
  sendPrivacyRequest,
  type PrivacyRequestFields,
} from '../services/api/privacy-request/privacy-request-client';
import { Spinner } from '../src/ui/spinner';
import { color, focusRing } from '../src/ui/theme';
import { controlStyle, Field as FieldLabel, Input, Row } from './contact-form-styles';
import type { PrivacyRequestFormWords } from './content/pages/do-not-sell';

const Form = styled.form({
  display: 'grid',
  gap: 16,
  margin: '8px 0 32px',
  padding: '24px 22px',
  borderRadius: 14,
  background: color.surface,
  boxShadow: '0 6px 24px rgba(15, 39, 71, 0.08)',
  '& h2': { marginTop: '0 !important' },
});
const TextArea = styled.textarea({
  ...controlStyle(false),
  minHeight: 96,
  maxHeight: 160,
  resize: 'vertical',
});
const Submit = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 50,
  padding: '0 24px',
  border: 0,
  borderRadius: 10,
  background: color.navy,
  color: '#fff',
  fontWeight: 800,
  fontSize: 16,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
});
const Failure = styled.p({ margin: 0, color: color.error, fontWeight: 700 });

type Field = keyof PrivacyRequestFields;
const REQUIRED: Field[] = ['first_name', 'last_name', 'email'];
const EMPTY: PrivacyRequestFields = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  state: '',
  details: '',
};

function invalidFields(values: PrivacyRequestFields): Field[] {
  const wrong = REQUIRED.filter((field) => values[field].trim() === '');
  if (values.email.trim() !== '' && !isEmailAddress(values.email)) wrong.push('email');
  if (values.phone !== '' && phoneDigits(values.phone).length !== 10) wrong.push('phone');
  return wrong;
}

/** The "do not sell my information" request form: stored by the server and listed for operators. */
export function PrivacyRequestForm({ words }: { words: PrivacyRequestFormWords }) {
  const [values, setValues] = useState<PrivacyRequestFields>(EMPTY);
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent' | 'failed'>('editing');
  const form = useRef<HTMLFormElement>(null);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = field === 'phone' ? maskPhone(event.target.value) : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setInvalid((current) => current.filter((name) => name !== field));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    const wrong = invalidFields(values);
    setInvalid(wrong);
    if (wrong.length > 0) {
      form.current?.querySelector<HTMLElement>(`[name="${wrong[0]}"]`)?.focus();
      return;
    }
    setStatus('sending');
    const answer = await sendPrivacyRequest({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      phone: phoneDigits(values.phone),
      state: values.state.trim(),
      details: values.details.trim(),
    });
    setStatus(answer ? 'sent' : 'failed');
  };

  if (status === 'sent') {
    return (
      <Form as="div" role="status" data-testid="privacy-request-done">
        <h2>{words.submitted}</h2>
        <p css={{ margin: 0 }}>{words.submittedText}</p>
      </Form>
    );
  }

  const input = (field: Field, label: string, extra: Record<string, unknown> = {}) => (
    <FieldLabel htmlFor={`privacy-${field}`}>
      {label}
      <Input
        id={`privacy-${field}`}
        name={field}
        value={values[field]}
        onChange={set(field)}
        invalid={invalid.includes(field)}
        aria-invalid={invalid.includes(field)}
        required={REQUIRED.includes(field)}
        {...extra}
      />
    </FieldLabel>
  );

  return (
    <Form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="privacy-request-heading"
    >
      <h2 id="privacy-request-heading">{words.heading}</h2>
      <Row>
        {input('first_name', words.firstName, { autoComplete: 'given-name' })}
        {input('last_name', words.lastName, { autoComplete: 'family-name' })}
        {input('email', words.email, { type: 'email', autoComplete: 'email' })}
        {input('phone', words.phone, { type: 'tel', autoComplete: 'tel-national', maxLength: 14 })}
      </Row>
      {input('state', words.state, { autoComplete: 'address-level1', maxLength: 40 })}
      <FieldLabel htmlFor="privacy-details">
        {words.details}
        <TextArea
          id="privacy-details"
          name="details"
          value={values.details}
          onChange={set('details')}
          maxLength={2000}
        />
      </FieldLabel>
      <p aria-live="assertive" css={{ margin: 0, color: color.error, fontWeight: 600 }}>
        {invalid.length > 0 ? words.errorSummary : ''}
      </p>
      {status === 'failed' && <Failure role="alert">{words.failed}</Failure>}
      <div>
        <Submit type="submit" disabled={status === 'sending'}>
          {status === 'sending' && <Spinner size={18} aria-hidden="true" />}
          {words.submit}
        </Submit>
      </div>
    </Form>
  );
}
