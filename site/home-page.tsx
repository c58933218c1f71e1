import styled from '@emotion/styled';
import { color, focusRing } from '../src/ui/theme';
import { HOME } from './content/home';
import { FaqAccordion } from './faq-accordion';
import { GetInTouch } from './get-in-touch';
import { SiteLayout } from './site-layout';
import { media, site } from './site-theme';
import { useBrand } from './use-brand';

const Hero = styled.section({
  background: `linear-gradient(135deg, ${color.navy} 0%, ${color.navyLight} 100%)`,
  color: '#fff',
});
const HeroInner = styled.div({
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
const HeroArt = styled.img({
  width: '100%',
  height: 'auto',
  '@media (max-width: 900px)': { display: 'none' },
});
const Eyebrow = styled.p({
  margin: 0,
  fontWeight: 700,
  letterSpacing: 1,
  textTransform: 'uppercase',
  color: '#fdba74',
});
const Headline = styled.h1({ margin: '12px 0 16px', fontSize: 'clamp(34px, 6vw, 60px)', lineHeight: 1.08 });
const HeroText = styled.p({
  maxWidth: 600,
  margin: '0 0 28px',
  fontSize: 19,
  lineHeight: 1.5,
  color: '#e2e8f0',
});
const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '16px 24px' });
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
const Button = styled.a(buttonStyle);
const QuietLink = styled.a({
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
const Band = styled.section<{ tone?: 'white' | 'page' }>(({ tone = 'page' }) => ({
  background: tone === 'white' ? color.surface : color.page,
  ...belowTheFold,
}));
const BandInner = styled.div({
  maxWidth: site.contentWidth,
  margin: '0 auto',
  padding: '64px 20px',
  [media.phone]: { padding: '44px 20px' },
  '& > h2': { margin: '0 0 12px', fontSize: 'clamp(28px, 4vw, 38px)', lineHeight: 1.2, color: color.navy },
});
const Lead = styled.p({ maxWidth: 720, margin: '0 0 28px', fontSize: 18, color: color.muted });
const FactList = styled.ul({
  maxWidth: site.contentWidth,
  margin: '0 auto',
  padding: '32px 20px',
  listStyle: 'none',
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media (max-width: 900px)': { gridTemplateColumns: '1fr' },
});
const Fact = styled.li({
  display: 'flex',
  gap: 14,
  padding: 20,
  borderRadius: 14,
  background: color.surface,
  boxShadow: '0 4px 18px rgba(15, 39, 71, 0.08)',
  '& strong': { display: 'block', fontSize: 18, color: color.navy, marginBottom: 4 },
  '& p': { margin: 0, color: color.muted },
});
const Grid = styled.ul<{ columnCount: number }>(({ columnCount }) => ({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: 20,
  gridTemplateColumns: `repeat(${columnCount}, minmax(0, 1fr))`,
  '@media (max-width: 1000px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@media (max-width: 620px)': { gridTemplateColumns: '1fr' },
}));
const Card = styled.li({
  padding: 24,
  borderRadius: 14,
  background: color.surface,
  border: `1px solid ${color.line}`,
  '& h3': { margin: '0 0 8px', fontSize: 20, color: color.navy },
  '& p': { margin: 0, color: color.muted },
});
const StepNumber = styled.span({
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
const ValuesList = styled.ol({
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
const CtaBar = styled.section({ background: color.accent, color: '#fff', ...belowTheFold });
const CtaInner = styled.div({
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
const CtaButton = styled.a({
  ...buttonStyle,
  background: '#fff',
  color: color.accentDark,
  '&:hover': { background: '#ffedd5' },
});

function Check() {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      css={{ flex: 'none' }}
    >
      <circle cx="12" cy="12" r="11" fill={color.action} />
      <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** The home page: the spec's ten sections in order (the footer comes with the layout). */
export function HomePage() {
  const { hero, facts, about, help, process, values, contact, faq, callToAction } = HOME;
  const brand = useBrand();
  return (
    <SiteLayout>
      <Hero>
        <HeroInner>
          <div>
            <Eyebrow>{hero.eyebrow}</Eyebrow>
            <Headline>{hero.headline}</Headline>
            <HeroText>{hero.text}</HeroText>
            <Actions>
              <Button href={hero.buttonHref}>{hero.button}</Button>
              <QuietLink href={hero.secondaryHref}>{hero.secondary}</QuietLink>
            </Actions>
          </div>
          <HeroArt src="/images/hero-illustration.svg" width={460} height={380} alt="" fetchPriority="high" />
        </HeroInner>
      </Hero>

      <section aria-label="Quick facts" css={{ background: color.page }}>
        <FactList>
          {facts.map((fact) => (
            <Fact key={fact.title}>
              <Check />
              <div>
                <strong>{fact.title}</strong>
                <p>{fact.text}</p>
              </div>
            </Fact>
          ))}
        </FactList>
      </section>

      <Band tone="white" aria-labelledby="home-about">
        <BandInner>
          <Eyebrow css={{ color: color.accent }}>{about.title}</Eyebrow>
          <h2 id="home-about">{about.heading}</h2>
          {about.text.map((text) => (
            <Lead key={text} css={{ marginBottom: 16 }}>
              {brand(text)}
            </Lead>
          ))}
          <Button href={about.buttonHref} css={{ marginTop: 12 }}>
            {about.button}
          </Button>
        </BandInner>
      </Band>

      <Band aria-labelledby="home-help">
        <BandInner>
          <h2 id="home-help">{help.heading}</h2>
          <Lead>{help.text}</Lead>
          <Grid columnCount={3}>
            {help.cards.map((card) => (
              <Card key={card.title}>
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </Card>
            ))}
          </Grid>
        </BandInner>
      </Band>

      <Band tone="white" aria-labelledby="home-process">
        <BandInner>
          <h2 id="home-process">{process.heading}</h2>
          <Grid columnCount={3} css={{ margin: '24px 0 28px' }}>
            {process.steps.map((step, index) => (
              <Card key={step.title}>
                <StepNumber aria-hidden="true">{index + 1}</StepNumber>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </Card>
            ))}
          </Grid>
          <Button href={process.linkHref}>{process.link}</Button>
        </BandInner>
      </Band>

      <Band aria-labelledby="home-values">
        <BandInner>
          <h2 id="home-values">{values.heading}</h2>
          <Lead>{values.text}</Lead>
          <ValuesList>
            {values.list.map((value) => (
              <li key={value}>{value}</li>
            ))}
          </ValuesList>
          <Button href={values.linkHref}>{values.link}</Button>
        </BandInner>
      </Band>

      <Band tone="white" id="contact" css={{ scrollMarginTop: 16 }}>
        <BandInner>
          <GetInTouch heading={contact.heading} text={contact.text} />
        </BandInner>
      </Band>

      <Band aria-labelledby="home-faq">
        <BandInner css={{ maxWidth: 900 }}>
          <h2 id="home-faq">{faq.heading}</h2>
          <FaqAccordion items={faq.items} idPrefix="home-faq" />
        </BandInner>
      </Band>

      <CtaBar aria-labelledby="home-cta">
        <CtaInner>
          <h2 id="home-cta">{callToAction.text}</h2>
          <CtaButton href={callToAction.buttonHref}>{callToAction.button}</CtaButton>
        </CtaInner>
      </CtaBar>
    </SiteLayout>
  );
}
