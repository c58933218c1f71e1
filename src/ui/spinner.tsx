import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { breakpoint } from './theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const Spinner = styled.span<{ size?: number }>(({ size = 20 }) => ({
  display: 'inline-block',
  width: size,
  height: size,
  border: '3px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  [breakpoint.reducedMotion]: { animationDuration: '2.4s' },
}));
