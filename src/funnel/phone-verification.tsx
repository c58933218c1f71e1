import type { CSSObject } from '@emotion/react';
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { maskPhone } from '../../guards/field-rules';
import { CODE_LENGTH, codeHasLength, cooldownSeconds } from '../../guards/phone-verification';
import {
  checkVerificationCode,
  sendVerificationCode,
} from '../../services/api/phone-verification/phone-verification-client';
import { FUNNEL_ACTION_FIELD } from '../../variants/native-forms/native-form-posts';
import { FUNNEL_ACTIONS, PHONE_CODE_FORM_ID } from '../../variants/native-forms/native-form-modals';
import { PHONE_VERIFICATION_TEXTS as TEXTS } from '../../variants/texts/phone-verification-texts';
import { localized } from '../../machines/step-kinds';
import { type Localized } from '../../variants/steps/step-catalogue';
import { Spinner } from '../ui/spinner';
import { color, focusRing } from '../ui/theme';
import {
  ErrorText,
  Label,
  PrimaryButton,
  inputStyle,
  modalBackdrop,
  modalDialog,
} from './steps/buyers-step-controls';
import { FunnelStateField, useServerRenderedFunnel } from './native-form';

const backdrop = modalBackdrop;
const dialog = modalDialog('p[data-part="verification-status"]');
const codeInput: CSSObject = {
  fontSize: 24,
  letterSpacing: '0.3em',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
};
const linkButton: CSSObject = {
  display: 'block',
  width: '100%',
  minHeight: 44,
  marginTop: 10,
  border: 0,
  background: 'none',
  color: color.navy,
  fontSize: 16,
  fontWeight: 700,
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:disabled': { color: color.muted, textDecoration: 'none', cursor: 'default' },
  '&:focus-visible': focusRing,
};

type CodeError = keyof typeof TEXTS.errors;

export interface PhoneVerificationProps {
  /** The phone as the visitor typed it; the server takes it to the +1 form. */
  phone: string;
  leadId: string;
  language: 'en' | 'es';
  /** The server approved the code for this lead and phone. */
  onVerified: () => void;
  /** No code could be sent (the sender failed, or the limits were reached): the lead goes on unverified. */
  onUnverifiable: () => void;
  /** The visitor closed the modal (Escape, or to change the number). */
  onClose: () => void;
}

/** Keeps Tab inside the dialog, as a modal dialog must. */
function trapTab(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('input, button:not(:disabled)')];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The last step's phone check (route flag `verify-phone`): a code is texted as the modal opens, the visitor types
 * its 6 digits, and only the server's approval lets the lead go on, marked `sms_verified` by the server itself.
 * Another code may be asked for 30 s after the last one.
 */
export default function PhoneVerification({
  phone,
  leadId,
  language,
  onVerified,
  onUnverifiable,
  onClose,
}: PhoneVerificationProps) {
  const t = (text: Localized) => localized(text, language);
  // On the server's phone-code page (no JavaScript) the code is already sent and the post's outcome is known.
  const server = useServerRenderedFunnel();
  const shown = server?.phoneCode;
  const [code, setCode] = useState('');
  const [error, setError] = useState<CodeError | null>(shown?.error ?? null);
  const [sending, setSending] = useState(!shown);
  const [checking, setChecking] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [resent, setResent] = useState(shown?.resent === true);
  const [now, setNow] = useState(() => Date.now());
  const input = useRef<HTMLInputElement>(null);
  const leave = useRef({ onUnverifiable });
  leave.current = { onUnverifiable };

  const send = useCallback(async () => {
    setSending(true);
    const answer = await sendVerificationCode(phone, leadId);
    if (!answer.sent) {
      leave.current.onUnverifiable();
      return;
    }
    setSending(false);
    setSentAt(Date.now());
    setNow(Date.now());
    input.current?.focus();
  }, [phone, leadId]);

  useEffect(() => {
    input.current?.focus();
    void send();
  }, [send]);

  const wait = cooldownSeconds(sentAt, now);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [wait]);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (checking || sending) return;
    if (!codeHasLength(code)) {
      setError('length');
      input.current?.focus();
      return;
    }
    setChecking(true);
    setError(null);
    const status = await checkVerificationCode(phone, leadId, code);
    if (status === 'approved') {
      onVerified();
      return;
    }
    setChecking(false);
    setError(status === 'pending' ? 'wrong' : status);
    input.current?.focus();
  };

  const resend = async () => {
    setCode('');
    setError(null);
    setResent(true);
    await send();
  };

  const busy = sending || checking;
  const status = sending ? t(TEXTS.sending) : t(TEXTS.sent).replace('{phone}', maskPhone(phone));
  return (
    <div css={backdrop}>
      <div
        css={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="phone-verification-title"
        aria-describedby="phone-verification-status"
        data-modal="phone-verification"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          else trapTab(event);
        }}
      >
        <h2 id="phone-verification-title">{t(TEXTS.title)}</h2>
        <p id="phone-verification-status" data-part="verification-status" role="status">
          {status}
          {resent && !sending && ` ${t(TEXTS.resent)}`}
        </p>
        <form
          id={PHONE_CODE_FORM_ID}
          method="post"
          action={server?.action}
          onSubmit={(event) => void verify(event)}
          noValidate
        >
          <FunnelStateField />
          <Label htmlFor="verification-code">{t(TEXTS.label)}</Label>
          <input
            ref={input}
            css={[inputStyle(error !== null), codeInput]}
            id="verification-code"
            name="verification_code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={CODE_LENGTH}
            value={code}
            aria-invalid={error !== null}
            aria-describedby={error ? 'verification-code-error' : undefined}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH));
              setError(null);
            }}
          />
          {error && (
            <ErrorText id="verification-code-error" role="alert" data-error={error}>
              {t(TEXTS.errors[error]).replace('{seconds}', String(shown?.waitSeconds ?? 0))}
            </ErrorText>
          )}
          <PrimaryButton
            type="submit"
            name={FUNNEL_ACTION_FIELD}
            value={FUNNEL_ACTIONS.verifyCode}
            data-action="verify-code"
            disabled={busy}
            aria-busy={busy}
          >
            {busy && <Spinner size={18} aria-hidden="true" />}
            {t(TEXTS.verify)}
          </PrimaryButton>
        </form>
        <button
          css={linkButton}
          type="submit"
          form={PHONE_CODE_FORM_ID}
          name={FUNNEL_ACTION_FIELD}
          value={FUNNEL_ACTIONS.resendCode}
          data-action="resend-code"
          disabled={busy || wait > 0}
          onClick={(event) => {
            event.preventDefault();
            void resend();
          }}
        >
          {wait > 0 ? t(TEXTS.resendIn).replace('{seconds}', String(wait)) : t(TEXTS.resend)}
        </button>
        <button
          css={linkButton}
          type="submit"
          form={PHONE_CODE_FORM_ID}
          name={FUNNEL_ACTION_FIELD}
          value={FUNNEL_ACTIONS.changePhone}
          data-action="change-phone"
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
        >
          {t(TEXTS.change)}
        </button>
      </div>
    </div>
  );
}
