import type { CSSObject } from '@emotion/react';
import type { ComponentProps } from 'react';
import { EARLY_PRESS_ATTRIBUTE } from '../../../services/early-input-script';
import { breakpoint, color, focusRing, radius } from '../../ui/theme';

const primaryButton: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 10,
  width: '100%',
  minHeight: 54,
  marginTop: 8,
  padding: '12px 20px',
  border: 0,
  borderRadius: radius.button,
  background: color.action,
  color: '#fff',
  fontSize: 18,
  fontWeight: 700,
  cursor: 'pointer',
  [breakpoint.hover]: { '&:hover': { background: color.actionDark } },
  // Pressed before the page's JavaScript ran (services/early-input-script.ts): shown pressed at once.
  [`&[${EARLY_PRESS_ATTRIBUTE}]`]: { background: color.actionDark, transform: 'scale(0.98)' },
  '&:focus-visible': focusRing,
  '&:disabled': { opacity: 0.7, cursor: 'progress' },
};

/** The wide button that moves on (data-action="next") or posts (data-action="submit"). */
export function PrimaryButton(props: ComponentProps<'button'>) {
  return <button css={primaryButton} {...props} />;
}

const errorText: CSSObject = {
  margin: '6px 0 0',
  color: color.error,
  fontSize: 14,
  fontWeight: 600,
};

export function ErrorText(props: ComponentProps<'p'>) {
  return <p css={errorText} {...props} />;
}

const label: CSSObject = {
  display: 'block',
  marginBottom: 6,
  fontWeight: 600,
  fontSize: 15,
  color: color.ink,
};

export function Label(props: ComponentProps<'label'>) {
  return <label css={label} {...props} />;
}

export const inputStyle = (invalid: boolean): CSSObject => ({
  display: 'block',
  width: '100%',
  minHeight: 50,
  padding: '12px 14px',
  border: `2px solid ${invalid ? color.error : color.line}`,
  borderRadius: 8,
  background: invalid ? color.errorSurface : color.surface,
  color: color.ink,
  fontSize: 17,
  fontFamily: 'inherit',
  '&:focus': { outline: 'none', borderColor: color.focus, boxShadow: `0 0 0 3px ${color.focusGlow}` },
});

const fieldGroup: CSSObject = { marginBottom: 16, [breakpoint.mobile]: { marginBottom: 12 } };

export function FieldGroup(props: ComponentProps<'div'>) {
  return <div css={fieldGroup} {...props} />;
}
