import styled from '@emotion/styled';
import { breakpoint, color, size } from '../ui/theme';

const Track = styled.div({
  position: 'relative',
  width: '100%',
  maxWidth: size.progressMaxWidth,
  height: 12,
  margin: '0 auto',
  borderRadius: 999,
  background: '#dde4ef',
  overflow: 'hidden',
});

const Fill = styled.div({
  height: '100%',
  borderRadius: 999,
  background: `linear-gradient(90deg, ${color.action}, #22a356)`,
  transition: 'width 400ms ease-out',
  [breakpoint.reducedMotion]: { transition: 'none' },
});

const Wrap = styled.div({ width: '100%', maxWidth: size.progressMaxWidth, margin: '0 auto' });
const Caption = styled.p({
  margin: '0 0 6px',
  fontSize: 13,
  fontWeight: 700,
  color: color.muted,
  textAlign: 'right',
});

export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <Wrap>
      <Caption aria-hidden="true">{value}%</Caption>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <Fill style={{ width: `${value}%` }} />
      </Track>
    </Wrap>
  );
}
