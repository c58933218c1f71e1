import { useRef, useState, type FormEvent } from 'react';
import { isEmailAddress } from '../guards/email-address';
import { maskPhone, phoneDigits } from '../guards/field-rules';
import { sendConsentRevocation } from '../services/api/consent-revocation/consent-revocation-client';
import { Spinner } from '../src/ui/spinner';
import { color, focusRing } from '../src/ui/theme';
import { Field, Input, Row } from './contact-form-styles';
import type { RevocationFormWords } from './content/pages/revoke-consent';

const formStyle = {
  display: 'grid',
  gap: 16,
  margin: '8px 0 32px',
  padding: '24px 22px',
  borderRadius: 14,
  background: color.surface,
  boxShadow: '0 6px 24px rgba(15, 39, 71, 0.08)',
  '& h2': { marginTop: '0 !important' },
} as const;

const submitStyle = {
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
} as const;

type Field = 'email' | 'phone';

function invalidFields(email: string, phone: string): Field[] {
  const wrong: Field[] = [];
  if (email.trim() !== '' && !isEmailAddress(email)) wrong.push('email');
  if (phone !== '' && phoneDigits(phone).length !== 10) wrong.push('phone');
  if (email.trim() === '' && phone === '') wrong.push('email', 'phone');
  return wrong;
}

/**
 * The revoke-consent form. A real form: without JavaScript it posts to the page's own address and the server
 * answers with a page of its own; with it, the page sends the revocation itself and says when it is honoured by.
 */
export function RevokeConsentForm({ words }: { words: RevocationFormWords }) {
  const [values, setValues] = useState({ email: '', phone: '' });
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [status, setStatus] = useState<'editing' | 'sending' | 'failed'>('editing');
  const [honourBy, setHonourBy] = useState<string>();
  const form = useRef<HTMLFormElement>(null);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = field === 'phone' ? maskPhone(event.target.value) : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setInvalid([]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    const wrong = invalidFields(values.email, values.phone);
    setInvalid(wrong);
    if (wrong.length > 0) {
      form.current?.querySelector<HTMLElement>(`[name="${wrong[0]}"]`)?.focus();
      return;
    }
    setStatus('sending');
    const answer = await sendConsentRevocation({
      email: values.email.trim(),
      phone: phoneDigits(values.phone),
    });
    if (answer) setHonourBy(answer.honour_by);
    else setStatus('failed');
  };

  if (honourBy) {
    return (
      <div css={formStyle} role="status" data-testid="revocation-received">
        <h2>{words.submitted}</h2>
        <p css={{ margin: 0 }}>{words.submittedText.replace('{date}', honourBy)}</p>
      </div>
    );
  }

  const input = (field: Field, label: string, extra: Record<string, unknown>) => (
    <Field htmlFor={`revoke-${field}`}>
      {label}
      <Input
        id={`revoke-${field}`}
        name={field}
        value={values[field]}
        onChange={set(field)}
        invalid={invalid.includes(field)}
        aria-invalid={invalid.includes(field)}
        aria-describedby="revoke-hint"
        {...extra}
      />
    </Field>
  );

  return (
    <form
      ref={form}
      css={formStyle}
      method="post"
      action={words.action}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="revoke-consent-heading"
    >
      <h2 id="revoke-consent-heading">{words.heading}</h2>
      <p id="revoke-hint" css={{ margin: 0, color: color.muted }}>
        {words.hint}
      </p>
      <Row>
        {input('email', words.email, { type: 'email', autoComplete: 'email', maxLength: 254 })}
        {input('phone', words.phone, { type: 'tel', autoComplete: 'tel-national', maxLength: 14 })}
      </Row>
      <p aria-live="assertive" css={{ margin: 0, color: color.error, fontWeight: 600 }}>
        {invalid.length > 0 ? words.errorSummary : ''}
      </p>
      {status === 'failed' && (
        <p role="alert" css={{ margin: 0, color: color.error, fontWeight: 700 }}>
          {words.failed}
        </p>
      )}
      <div>
        <button type="submit" css={submitStyle} disabled={status === 'sending'}>
          {status === 'sending' && <Spinner size={18} aria-hidden="true" />}
          {words.submit}
        </button>
      </div>
    </form>
  );
}
