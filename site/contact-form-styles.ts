import styled from '@emotion/styled';
import { color, focusRing } from '../src/ui/theme';

export const Form = styled.form({ display: 'grid', gap: 16 });
export const Row = styled.div({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media (max-width: 560px)': { gridTemplateColumns: '1fr' },
});
export const Field = styled.label({
  display: 'grid',
  gap: 6,
  fontWeight: 600,
  fontSize: 15,
  color: color.ink,
});
/** A text control's look, marked when what it holds was refused; the Do-Not-Sell form's controls share it. */
export const controlStyle = (invalid: boolean) => ({
  width: '100%',
  minHeight: 48,
  padding: '10px 12px',
  border: `${invalid ? 2 : 1}px solid ${invalid ? color.error : color.line}`,
  borderRadius: 8,
  background: invalid ? color.errorSurface : color.surface,
  color: color.ink,
  fontSize: 16,
  fontWeight: 400,
  '&:focus-visible': focusRing,
});
export const Input = styled.input<{ invalid: boolean }>(({ invalid }) => controlStyle(invalid));
export const Select = styled.select<{ invalid: boolean }>(({ invalid }) => controlStyle(invalid));
export const TextArea = styled.textarea<{ invalid: boolean }>(({ invalid }) => ({
  ...controlStyle(invalid),
  minHeight: 96,
  maxHeight: 96,
  resize: 'none',
}));
export const Submit = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 10,
  minHeight: 52,
  padding: '0 28px',
  border: 0,
  borderRadius: 10,
  background: color.accent,
  color: '#fff',
  fontWeight: 800,
  fontSize: 17,
  letterSpacing: 0.5,
  textTransform: 'uppercase',
  cursor: 'pointer',
  '&:hover': { background: color.accentDark },
  '&:focus-visible': focusRing,
  '&:disabled': { cursor: 'progress', opacity: 0.85 },
});
export const Controls = styled.fieldset({
  display: 'grid',
  gap: 16,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
export const ErrorSentence = styled.span({ fontSize: 14, fontWeight: 600, color: color.error });
export const Consent = styled.p({ margin: 0, fontSize: 13, color: color.muted, lineHeight: 1.5 });
export const Done = styled.div({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: 8,
  minHeight: 320,
  textAlign: 'center',
  '& p': { margin: 0 },
  '&:focus': { outline: 'none' },
  '&:focus-visible': focusRing,
});
export const Counter = styled.span({ justifySelf: 'end', fontSize: 13, fontWeight: 400, color: color.muted });
