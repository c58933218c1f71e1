import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  ACCIDENT_TYPES,
  CONTACT_PHONE_LENGTH,
  invalidContactFields,
  type ContactField,
  type ContactValues,
} from '../guards/contact-rules';
import { maskPhone, phoneDigits } from '../guards/field-rules';
import { fieldSpec } from '../guards/lead-fields';
import type { LeadProof } from '../src/ui/lead-proof';
import { ConsentWithLinks } from '../src/ui/consent-with-links';
import { usePageLanguage } from '../src/ui/page-language';
import { useSiteConfig } from '../src/ui/site-config';
import { Spinner } from '../src/ui/spinner';
import { consentText, TCPA_CONSENT } from '../variants/texts/consent';
import { ACCIDENT_MATTER } from '../variants/texts/consent-matter';
import { color } from '../src/ui/theme';
import { CONTACT_FORM } from './content/contact-form';
import { ContactFormSent } from './contact-form-parts';
import {
  Consent,
  Controls,
  Counter,
  ErrorSentence,
  Field,
  Form,
  Input,
  Row,
  Select,
  Submit,
  TextArea,
} from './contact-form-styles';
import { visuallyHidden } from './visually-hidden';
import { EmailSuggestion } from '../src/ui/email-suggestion';

const EMPTY: ContactValues = {
  typeOfAccident: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  message: '',
};

type Status = 'editing' | 'sending' | 'sent' | 'not-sent';

/** The lead field each control fills, whose catalogue limit the control takes. */
const LEAD_FIELD_OF: Partial<Record<ContactField, string>> = {
  firstName: 'first_name',
  lastName: 'last_name',
  message: 'message',
};

function limitOf(field: ContactField): number | undefined {
  const leadField = LEAD_FIELD_OF[field];
  return leadField ? fieldSpec(leadField).maxLength : undefined;
}

/** The vendors' capture, loaded once the form is on the page, never with the page itself. */
const startContactProofLater = () =>
  import('../src/ui/contact-proof').then(({ startContactProof }) => startContactProof());

/**
 * The contact form (spec sections 2 to 5): every field required; a field in error is marked and says in one
 * sentence what to fix, until it changes; while sending the inputs are disabled and a spinner takes the button's
 * label; then "Form was submitted", scrolled into view and focused (ContactFormSent), once the lead is stored, or
 * held by this browser to be sent again. Names and the message take no more than the lead-field catalogue allows,
 * with a counter.
 */
export function ContactForm({
  idPrefix = 'contact',
  startProof = startContactProofLater,
}: {
  idPrefix?: string;
  /** Starts the configured consent-proof vendors (TrustedForm, LeadiD); their values go with the lead. */
  startProof?: () => Promise<LeadProof | null>;
}) {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [invalid, setInvalid] = useState<ReadonlySet<ContactField>>(new Set());
  const [status, setStatus] = useState<Status>('editing');
  const form = useRef<HTMLFormElement>(null);
  const consent = useRef<HTMLParagraphElement>(null);
  const proof = useRef<LeadProof | null>(null);
  const site = useSiteConfig();
  const language = usePageLanguage();
  const words = CONTACT_FORM[language];
  useEffect(() => {
    let current = true;
    void startProof().then((started) => {
      if (current) proof.current = started;
    });
    return () => {
      current = false;
    };
  }, [startProof]);

  /** A field's new value clears its error mark, as the spec's contact form does. */
  const setField = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalid.has(field)) {
      const rest = new Set(invalid);
      rest.delete(field);
      setInvalid(rest);
    }
  };
  const change =
    (field: ContactField) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setField(field, field === 'phoneNumber' ? maskPhone(event.target.value) : event.target.value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending' || status === 'sent') return;
    const wrong = invalidContactFields(values);
    setInvalid(new Set(wrong));
    if (wrong.length > 0) {
      form.current?.querySelector<HTMLElement>(`[name="${wrong[0]}"]`)?.focus();
      return;
    }
    setStatus('sending');
    // The consent the visitor saw, as shown when they pressed the button, and the vendors' proof of it.
    const consentFields = { tcpa: consent.current?.textContent ?? '', ...proof.current?.fields() };
    // The lead client (its normaliser, the outbox and the HTTP helper) comes with the first submit, not the page;
    // offline, even that may fail, and the form says the lead was not sent.
    const outcome = await import('../services/api/lead/lead-client')
      .then(({ postIngestLead }) =>
        postIngestLead({
          type_of_accident: values.typeOfAccident,
          first_name: values.firstName.trim(),
          last_name: values.lastName.trim(),
          email: values.email.trim(),
          phone: phoneDigits(values.phoneNumber),
          message: values.message.trim(),
          ...consentFields,
        }),
      )
      .catch(() => undefined);
    setStatus(outcome ? 'sent' : 'not-sent');
  };

  if (status === 'sent') return <ContactFormSent words={words} />;

  const id = (field: ContactField) => `${idPrefix}-${field}`;
  const describedBy = (field: ContactField) =>
    [invalid.has(field) && `${id(field)}-error`, limitOf(field) && `${id(field)}-counter`]
      .filter(Boolean)
      .join(' ') || undefined;
  const common = (field: ContactField) => ({
    id: id(field),
    name: field,
    value: values[field],
    onChange: change(field),
    invalid: invalid.has(field),
    'aria-invalid': invalid.has(field),
    'aria-describedby': describedBy(field),
    maxLength: limitOf(field),
    required: true,
  });
  const error = (field: ContactField) =>
    invalid.has(field) ? (
      <ErrorSentence id={`${id(field)}-error`} data-error-for={field}>
        {words.errors[field]}
      </ErrorSentence>
    ) : null;
  const counter = (field: ContactField) => {
    const limit = limitOf(field);
    return limit === undefined ? null : (
      <Counter id={`${id(field)}-counter`} aria-live="polite">
        {words.charactersLeft(limit - values[field].length)}
      </Counter>
    );
  };

  return (
    <Form ref={form} noValidate onSubmit={(event) => void submit(event)} aria-label={words.label}>
      {/* Disabled as one while sending, so nothing the visitor types then is lost from the lead. */}
      <Controls disabled={status === 'sending'}>
        <Field htmlFor={id('typeOfAccident')}>
          {words.typeLabel}
          <Select {...common('typeOfAccident')}>
            <option value="">{words.typePlaceholder}</option>
            {ACCIDENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {words.accidentTypes[type]}
              </option>
            ))}
          </Select>
          {error('typeOfAccident')}
        </Field>
        <Row>
          <Field htmlFor={id('firstName')}>
            {words.firstName}
            <Input {...common('firstName')} autoComplete="given-name" />
            {error('firstName')}
            {counter('firstName')}
          </Field>
          <Field htmlFor={id('lastName')}>
            {words.lastName}
            <Input {...common('lastName')} autoComplete="family-name" />
            {error('lastName')}
            {counter('lastName')}
          </Field>
          {/* The suggestion's button cannot sit inside the label, so both share a cell of the row. */}
          <div>
            <Field htmlFor={id('email')}>
              {words.email}
              <Input {...common('email')} type="email" autoComplete="email" inputMode="email" />
              {error('email')}
            </Field>
            <EmailSuggestion
              email={values.email}
              language={language}
              onAccept={(email) => setField('email', email)}
            />
          </div>
          <Field htmlFor={id('phoneNumber')}>
            {words.phone}
            <Input
              {...common('phoneNumber')}
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              placeholder="(555) 555-5555"
              maxLength={CONTACT_PHONE_LENGTH}
            />
            {error('phoneNumber')}
          </Field>
        </Row>
        <Field htmlFor={id('message')}>
          {words.message}
          <TextArea {...common('message')} rows={3} />
          {error('message')}
          {counter('message')}
        </Field>
      </Controls>
      <p aria-live="assertive" css={visuallyHidden}>
        {invalid.size > 0 ? words.errorSummary : ''}
      </p>
      {status === 'not-sent' && (
        <p role="alert" css={{ margin: 0, color: color.error, fontWeight: 600 }}>
          {words.notSent}
        </p>
      )}
      <Consent ref={consent} data-part="tcpa">
        <ConsentWithLinks
          text={consentText(
            TCPA_CONSENT[language] ?? TCPA_CONSENT.en,
            words.submit,
            site.name,
            ACCIDENT_MATTER[language] ?? ACCIDENT_MATTER.en,
          )}
          language={language}
        />
      </Consent>
      <div>
        <Submit type="submit" disabled={status === 'sending'} aria-busy={status === 'sending'}>
          {status === 'sending' ? (
            <>
              <Spinner size={18} aria-hidden="true" />
              <span css={visuallyHidden}>{words.sending}</span>
            </>
          ) : (
            words.submit
          )}
        </Submit>
      </div>
    </Form>
  );
}
