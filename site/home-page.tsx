import { color } from '../src/ui/theme';
import { HOME } from './content/home';
import { FaqAccordion } from './faq-accordion';
import { GetInTouch } from './get-in-touch';
import {
  Actions,
  Band,
  BandInner,
  Button,
  Card,
  CtaBar,
  CtaButton,
  CtaInner,
  Eyebrow,
  Fact,
  FactList,
  Grid,
  Headline,
  Hero,
  HeroArt,
  HeroInner,
  HeroText,
  Lead,
  QuietLink,
  StepNumber,
  ValuesList,
} from './home-page-styles';
import { SiteLayout } from './site-layout';
import { useBrand } from './use-brand';

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
