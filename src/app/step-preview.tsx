import type { CSSObject } from '@emotion/react';
import { useEffect, useState } from 'react';
import { loadVariant, VARIANT_IDS, type VariantId } from '../../variants/index';
import { localized } from '../../machines/step-kinds';
import { shownStep } from '../../machines/definition-language';
import { type CatalogueStep } from '../../variants/steps/step-catalogue';
import { StepView } from '../funnel/step-registry';
import surveyScreenCss from '../funnel/survey-screen.css?raw';
import { SurveyHeader } from '../ui/survey-header';
import { breakpoint, color, font, radius, size } from '../ui/theme';

// The survey screen's card and heading (src/funnel/survey-page.tsx), so the step sits where a visitor sees it.
const main: CSSObject = {
  width: '100%',
  maxWidth: size.surveyMaxWidth,
  margin: '0 auto',
  padding: '10px 16px 0',
};
const card: CSSObject = {
  maxWidth: size.questionMaxWidth,
  margin: '10px auto 0',
  padding: '24px 24px 28px',
  borderRadius: radius.card,
  background: color.surface,
  boxShadow: '0 6px 24px rgba(15, 39, 71, 0.08)',
  [breakpoint.mobile]: { padding: '12px 16px 20px' },
};
const question: CSSObject = {
  margin: '0 0 8px',
  fontFamily: font.heading,
  fontSize: 'calc(clamp(22px, 5vw, 30px) * var(--type-question, 1))',
  lineHeight: 1.2,
  color: color.navy,
};
const subheading: CSSObject = { margin: '0 0 14px', fontSize: 16, lineHeight: 1.45, color: color.muted };
const banner: CSSObject = {
  margin: 0,
  background: color.navy,
  color: '#fff',
  padding: '8px 16px',
  fontSize: 14,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  a: { color: '#fff' },
};

export interface PreviewAddress {
  variant: string;
  step: string;
  /** The funnels page's filters, kept for the way back. */
  back: string;
}

/** The variant, step and way back a preview's address names. */
export function previewAddress(search: string): PreviewAddress {
  const query = new URLSearchParams(search);
  const variant = query.get('variant') ?? '';
  const step = query.get('step') ?? '';
  query.delete('step');
  return { variant, step, back: `/admin/funnels?${query.toString()}` };
}

type Loaded =
  { state: 'loading' } | { state: 'missing' } | { state: 'ready'; shown: CatalogueStep; today: string };

/**
 * One step of a variant as a visitor sees it, for operators reading its drop-off: the survey's header, the
 * question and the step's own component with the variant's texts. Answering does nothing here: no funnel runs,
 * nothing is saved or sent. A bar above says it is a preview and leads back to the numbers.
 */
export function StepPreview({ address }: { address: PreviewAddress }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const { variant, step } = address;
  useEffect(() => {
    if (!(VARIANT_IDS as readonly string[]).includes(variant)) {
      setLoaded({ state: 'missing' });
      return;
    }
    let current = true;
    void loadVariant(variant as VariantId).then((definition) => {
      if (!current) return;
      const shown = step in definition.steps ? shownStep(definition, step) : undefined;
      setLoaded(
        shown
          ? { state: 'ready', shown, today: new Date().toISOString().slice(0, 10) }
          : { state: 'missing' },
      );
    });
    return () => {
      current = false;
    };
  }, [variant, step]);

  return (
    <>
      {/* The question's own layout rules, which the survey's pages carry prerendered (survey-screen.css). */}
      <style dangerouslySetInnerHTML={{ __html: surveyScreenCss }} />
      <p css={banner} data-part="preview-banner">
        <strong>
          Preview of {variant} › {step}
        </strong>
        <span>As a visitor sees it; answering does nothing here.</span>
        <a href={address.back}>Back to the funnel’s numbers</a>
      </p>
      <SurveyHeader />
      <main css={main}>
        {loaded.state === 'ready' ? (
          <section css={card} data-step={step} data-variant={variant}>
            <h1 css={question}>{localized(loaded.shown.question, 'en')}</h1>
            {loaded.shown.subheading && <p css={subheading}>{localized(loaded.shown.subheading, 'en')}</p>}
            <StepView
              name={step}
              step={loaded.shown}
              values={{}}
              answers={{}}
              today={loaded.today}
              language="en"
              isLast={false}
              busy={false}
              onAnswer={() => undefined}
            />
          </section>
        ) : (
          <section css={card}>
            <h1 css={question}>{loaded.state === 'loading' ? 'Loading the step…' : 'No such step'}</h1>
            {loaded.state === 'missing' && (
              <p css={subheading}>
                {variant} has no step named {step || '(none)'}. Pick one from the funnel’s page.
              </p>
            )}
          </section>
        )}
      </main>
    </>
  );
}
