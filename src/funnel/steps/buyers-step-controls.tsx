import type { CSSObject } from '@emotion/react';
import type { ComponentProps, Ref } from 'react';
import { breakpoint, color, focusRing, radius } from '../../ui/theme';

/**
 * The buyers step's controls, drawn as step-controls.tsx draws the others. They are kept apart on purpose: when
 * this lazily loaded step imports step-controls, the bundler moves step-controls out of the survey's first chunk
 * into its own, and every survey route pays about 0.8 KB more before the first tap.
 */
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
  '&:focus-visible': focusRing,
  '&:disabled': { opacity: 0.7, cursor: 'progress' },
};

export function PrimaryButton(props: ComponentProps<'button'> & { ref?: Ref<HTMLButtonElement> }) {
  return <button css={primaryButton} {...props} />;
}

const errorText: CSSObject = { margin: '6px 0 0', color: color.error, fontSize: 14, fontWeight: 600 };

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

/** The consent and verification modals' backdrop: the page dimmed behind, the dialog centred. */
export const modalBackdrop: CSSObject = {
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  background: 'rgba(15, 39, 71, 0.55)',
};

/** The modals' card, its heading and its paragraph (`paragraph` names which paragraphs take that style). */
export function modalDialog(paragraph: string): CSSObject {
  return {
    width: '100%',
    maxWidth: 420,
    padding: '22px 20px',
    borderRadius: radius.card,
    background: color.surface,
    color: color.ink,
    '& h2': { margin: '0 0 8px', fontSize: 21, color: color.navy },
    [`& ${paragraph}`]: { margin: '0 0 16px', fontSize: 16, lineHeight: 1.45 },
  };
}
