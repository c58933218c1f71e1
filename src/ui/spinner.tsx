import { keyframes, type CSSObject } from '@emotion/react';
import type { ComponentProps } from 'react';
import { breakpoint } from './theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const spinner = (size: number): CSSObject => ({
  display: 'inline-block',
  width: size,
  height: size,
  border: '3px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  [breakpoint.reducedMotion]: { animationDuration: '2.4s' },
});

export function Spinner({ size = 20, ...props }: ComponentProps<'span'> & { size?: number }) {
  return <span css={spinner(size)} {...props} />;
}
