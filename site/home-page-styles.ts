import styled from '@emotion/styled';
import { color, focusRing } from '../src/ui/theme';
import { media, site } from './site-theme';

export const Hero = styled.section({
  background: `linear-gradient(135deg, ${color.navy} 0%, ${color.navyLight} 100%)`,
  color: '#fff',
});
export const HeroInner = styled.div({
  maxWidth: site.contentWidth,
  margin: '0 auto',
  padding: '64px 20px 72px',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 460px)',
  alignItems: 'center',
  gap: 40,
  '@media (max-width: 900px)': { gridTemplateColumns: '1fr' },
  [media.phone]: { padding: '36px 20px 44px' },
});
export const HeroArt = styled.img({
  width: '100%',
  height: 'auto',
  '@media (max-width: 900px)': { display: 'none' },
});
export const Eyebrow = styled.p({
  margin: 0,
  fontWeight: 700,
  letterSpacing: 1,
  textTransform: 'uppercase',
  color: '#fdba74',
});
export const Headline = styled.h1({
  margin: '12px 0 16px',
  fontSize: 'clamp(34px, 6vw, 60px)',
  lineHeight: 1.08,
});
export const HeroText = styled.p({
  maxWidth: 600,
  margin: '0 0 28px',
  fontSize: 19,
  lineHeight: 1.5,
  color: '#e2e8f0',
});
export const Actions = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '16px 24px',
});
const buttonStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 56,
  padding: '0 28px',
  borderRadius: 10,
  background: color.accent,
  color: '#fff',
  fontWeight: 800,
  fontSize: 17,
  letterSpacing: 0.5,
  textDecoration: 'none',
  '&:hover': { background: color.accentDark },
  '&:focus-visible': focusRing,
} as const;
export const Button = styled.a(buttonStyle);
export const QuietLink = styled.a({
  color: '#fff',
  fontWeight: 700,
  textUnderlineOffset: 4,
  '&:focus-visible': focusRing,
});
/**
 * The bands below the hero are laid out and painted only as they come near the screen: the whole page laid out at
 * once was the home page's longest task, and Lighthouse counted most of it as blocking. Each keeps its last size,
 * so nothing in view moves when one is laid out. (A full-page screenshot draws them only when told to: see
 * test/e2e/site-screenshots.spec.ts.)
 */
const belowTheFold = { contentVisibility: 'auto', containIntrinsicSize: 'auto 720px' } as const;
export const Band = styled.section<{ tone?: 'white' | 'page' }>(({ tone = 'page' }) => ({
  background: tone === 'white' ? color.surface : color.page,
  ...belowTheFold,
}));
export const BandInner = styled.div({
  maxWidth: site.contentWidth,
  margin: '0 auto',
  padding: '64px 20px',
  [media.phone]: { padding: '44px 20px' },
  '& > h2': { margin: '0 0 12px', fontSize: 'clamp(28px, 4vw, 38px)', lineHeight: 1.2, color: color.navy },
});
export const Lead = styled.p({ maxWidth: 720, margin: '0 0 28px', fontSize: 18, color: color.muted });
export const FactList = styled.ul({
  maxWidth: site.contentWidth,
  margin: '0 auto',
  padding: '32px 20px',
  listStyle: 'none',
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media (max-width: 900px)': { gridTemplateColumns: '1fr' },
});
export const Fact = styled.li({
  display: 'flex',
  gap: 14,
  padding: 20,
  borderRadius: 14,
  background: color.surface,
  boxShadow: '0 4px 18px rgba(15, 39, 71, 0.08)',
  '& strong': { display: 'block', fontSize: 18, color: color.navy, marginBottom: 4 },
  '& p': { margin: 0, color: color.muted },
});
export const Grid = styled.ul<{ columnCount: number }>(({ columnCount }) => ({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: 20,
  gridTemplateColumns: `repeat(${columnCount}, minmax(0, 1fr))`,
  '@media (max-width: 1000px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@media (max-width: 620px)': { gridTemplateColumns: '1fr' },
}));
export const Card = styled.li({
  padding: 24,
  borderRadius: 14,
  background: color.surface,
  border: `1px solid ${color.line}`,
  '& h3': { margin: '0 0 8px', fontSize: 20, color: color.navy },
  '& p': { margin: 0, color: color.muted },
});
export const StepNumber = styled.span({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  marginBottom: 14,
  borderRadius: '50%',
  background: color.accent,
  color: '#fff',
  fontWeight: 800,
  fontSize: 20,
});
export const ValuesList = styled.ol({
  margin: '8px 0 28px',
  padding: 0,
  listStyle: 'none',
  counterReset: 'value',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '14px 32px',
  [media.phone]: { gridTemplateColumns: '1fr' },
  '& li': {
    counterIncrement: 'value',
    display: 'flex',
    gap: 14,
    alignItems: 'baseline',
    fontSize: 17,
  },
  '& li::before': {
    content: 'counter(value, decimal-leading-zero)',
    flex: 'none',
    fontWeight: 800,
    fontSize: 22,
    color: color.accent,
  },
});
export const CtaBar = styled.section({ background: color.accent, color: '#fff', ...belowTheFold });
export const CtaInner = styled.div({
  maxWidth: site.contentWidth,
  margin: '0 auto',
  padding: '36px 20px',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 20,
  '& h2': { margin: 0, fontSize: 'clamp(26px, 4vw, 36px)', textTransform: 'uppercase', letterSpacing: 1 },
});
export const CtaButton = styled.a({
  ...buttonStyle,
  background: '#fff',
  color: color.accentDark,
  '&:hover': { background: '#ffedd5' },
});
