import styled from '@emotion/styled';
import { color, focusRing } from '../src/ui/theme';
import { HOME } from './content/home';
import { SiteLayout } from './site-layout';

const Hero = styled.section({
  background: `linear-gradient(135deg, ${color.navy} 0%, ${color.navyLight} 100%)`,
  color: '#fff',
  padding: '64px 20px 72px',
  '@media (max-width: 767px)': { padding: '40px 20px 48px' },
});
const HeroInner = styled.div({ maxWidth: 1100, margin: '0 auto' });
const Eyebrow = styled.p({
  margin: 0,
  fontWeight: 700,
  letterSpacing: 1,
  textTransform: 'uppercase',
  color: '#fdba74',
});
const Headline = styled.h1({ margin: '12px 0 16px', fontSize: 'clamp(34px, 7vw, 60px)', lineHeight: 1.08 });
const HeroText = styled.p({
  maxWidth: 620,
  margin: '0 0 28px',
  fontSize: 19,
  lineHeight: 1.5,
  color: '#e2e8f0',
});
const Cta = styled.a({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 56,
  padding: '0 28px',
  borderRadius: 10,
  background: color.accent,
  color: '#fff',
  fontWeight: 800,
  fontSize: 18,
  letterSpacing: 0.5,
  textDecoration: 'none',
  '&:hover': { background: color.accentDark },
  '&:focus-visible': focusRing,
});
const Facts = styled.ul({
  maxWidth: 1100,
  margin: '0 auto',
  padding: '40px 20px',
  listStyle: 'none',
  display: 'grid',
  gap: 20,
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
});
const Fact = styled.li({
  padding: 24,
  borderRadius: 14,
  background: color.surface,
  boxShadow: '0 4px 18px rgba(15, 39, 71, 0.08)',
  '& h2': { margin: '0 0 8px', fontSize: 20, color: color.navy },
  '& p': { margin: 0, color: color.muted },
});

export function HomePage() {
  const { hero, facts } = HOME;
  return (
    <SiteLayout>
      <Hero>
        <HeroInner>
          <Eyebrow>{hero.eyebrow}</Eyebrow>
          <Headline>{hero.headline}</Headline>
          <HeroText>{hero.text}</HeroText>
          <Cta href={hero.buttonHref}>{hero.button}</Cta>
        </HeroInner>
      </Hero>
      <Facts aria-label="Quick facts">
        {facts.map((fact) => (
          <Fact key={fact.title}>
            <h2>{fact.title}</h2>
            <p>{fact.text}</p>
          </Fact>
        ))}
      </Facts>
    </SiteLayout>
  );
}
