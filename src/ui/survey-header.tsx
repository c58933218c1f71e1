import styled from '@emotion/styled';
import { CallLink } from './call-link';
import { useSiteConfig } from './site-config';
import { color, focusRing, size } from './theme';

const Bar = styled.header({
  height: size.surveyHeader,
  background: color.navy,
  color: '#fff',
  display: 'flex',
  alignItems: 'center',
});

const Inner = styled.div({
  width: '100%',
  maxWidth: size.surveyMaxWidth,
  margin: '0 auto',
  padding: '0 16px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
});

const Logo = styled.a({
  color: '#fff',
  fontWeight: 800,
  fontSize: 19,
  letterSpacing: 0.2,
  textDecoration: 'none',
  '&:focus-visible': focusRing,
});

export function SurveyHeader({ callLabel }: { callLabel?: string }) {
  const { name } = useSiteConfig();
  return (
    <Bar>
      <Inner>
        <Logo href="/">{name}</Logo>
        <CallLink label={callLabel} />
      </Inner>
    </Bar>
  );
}
