// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { THANK_YOU } from '../../../site/content/thank-you';
import { ENDINGS } from '../../../variants/texts/endings';
import { NextSteps } from '../../../src/funnel/below-the-fold';
import { FlowTextsProvider, useScreenWord } from '../../../src/funnel/flow-words';
import { ExtraHeaders, LogoArea, SocialProof } from '../../../src/funnel/screen-parts';
import { SurveyFooter } from '../../../src/funnel/survey-footer';
import { Testimonials } from '../../../src/funnel/testimonials';
import { StepView, loadEveryStepKind } from '../../../src/funnel/step-registry';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider } from '../../../src/ui/site-config';
import { STATUTE_OF_LIMITATIONS } from '../../../guards/statute-of-limitations';
import { thankYouQuery } from '../../../guards/thank-you-query';
import { VARIANT_IDS, loadVariant } from '../../../variants';
import type { VariantDefinition } from '../../../variants/variant-definition';
import type { Flow, FlowScreenWord } from '../../../variants/texts/flow-texts';
import type { Language } from '../../../variants/routes/route-table';
import { SURVEY_ROUTES } from '../../../variants/routes/route-table';
import { localized } from '../../../machines/step-kinds';
import { type CatalogueStep } from '../../../variants/steps/step-catalogue';
import * as CONSENT from '../../../variants/texts/consent';
import * as MESSAGES from '../../../variants/texts/messages';
import * as PROGRESS_STAGES from '../../../variants/texts/progress-stages';
import * as SCREEN_TEXTS from '../../../variants/texts/screen-texts';
import * as TRUST_TEXTS from '../../../variants/texts/trust-texts';

afterEach(cleanup);
beforeAll(loadEveryStepKind);

/** Words that belong to one flow only: a visitor of another flow never reads them. */
const FLOW_WORDS: Record<Flow, RegExp> = {
  accident:
    /\b(accidents?|crash(es)?|collisions?|injur(y|ies|ed)|wrecks?|accidentes?|choques?|lesion(es|ado))\b/i,
  benefits: /\b(disability|benefits|SSDI|SSI|discapacidad|beneficios)\b/i,
  ticket: /\b(tickets?|traffic attorney|multas?)\b/i,
};
const FLOWS = Object.keys(FLOW_WORDS) as Flow[];
const SCREEN_WORDS: FlowScreenWord[] = [
  'promise',
  'extraHeader',
  'matchHeader',
  'socialProof',
  'lastStep',
  'submitting',
  'submittingDetail',
];

function ScreenWords({ language }: { language: Language }) {
  // Every word the screen takes from the flow, the overlay's and the last step's included.
  const words = SCREEN_WORDS.map((word) => `${word}: ${useScreenWord(word, language)}`);
  return <>{words.join('\n')}</>;
}

function shown(node: ReactNode): string {
  const { container } = render(
    <SiteConfigProvider config={{ ...DEFAULT_SITE_CONFIG, name: 'Claim Helpers' }}>
      {node}
    </SiteConfigProvider>,
  );
  // One line per text node: the words of two elements side by side never run together ("consentAl").
  const lines: string[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) lines.push(node.textContent ?? '');
  cleanup();
  return lines.join('\n');
}

/**
 * What a step shows: its question and subheading (the page's heading) and what the step component renders, a
 * submit step's consent included (its full text too, one tap away), in its flow's words.
 */
function stepWords(
  name: string,
  step: CatalogueStep,
  language: Language,
  { texts, isLast = false }: { texts?: VariantDefinition['texts']; isLast?: boolean } = {},
): string {
  const heading = [step.question, 'subheading' in step ? step.subheading : undefined]
    .map((text) => localized(text, language))
    .join('\n');
  return `${heading}\n${shown(
    <FlowTextsProvider texts={texts}>
      <StepView
        name={name}
        step={step}
        values={{}}
        answers={{}}
        today="2026-11-22"
        language={language}
        isLast={isLast}
        busy={false}
        onAnswer={() => undefined}
      />
    </FlowTextsProvider>,
  )}`;
}

/** Every screen part of a variant in one language: the parts around the question, below it, and every step. */
function everyWordOf(definition: VariantDefinition, language: Language): string {
  const parts = shown(
    <FlowTextsProvider texts={definition.texts}>
      <ExtraHeaders language={language} />
      <LogoArea language={language} />
      <SocialProof language={language} />
      <ScreenWords language={language} />
      <NextSteps language={language} />
      <Testimonials language={language} />
      <SurveyFooter language={language} />
    </FlowTextsProvider>,
  );
  const steps = Object.keys(definition.steps).map((name) => {
    const shownStep = definition.steps[name]?.shows ?? name;
    return stepWords(name, definition.catalogue[shownStep]!, language, {
      texts: definition.texts,
      isLast: definition.steps[name]?.submit === true,
    });
  });
  return [parts, ...steps].join('\n');
}

/** The line of `text` a word was found on, to say where it is. */
function lineWith(text: string, pattern: RegExp): string | undefined {
  return text.split('\n').find((line) => pattern.test(line));
}

const definitions = new Map<string, VariantDefinition>();
beforeAll(async () => {
  for (const id of VARIANT_IDS) definitions.set(id, await loadVariant(id));
});

const languagesOf = (id: string): Language[] =>
  [...new Set(SURVEY_ROUTES.filter((route) => route.variant === id).map((route) => route.language))].sort();

describe('every flow speaks only of what it asks about', () => {
  it.each(VARIANT_IDS)('%s: no other flow’s words on any screen part or step', (id) => {
    const definition = definitions.get(id)!;
    const flow = definition.texts?.flow ?? 'accident';
    for (const language of languagesOf(id)) {
      const words = everyWordOf(definition, language);
      for (const other of FLOWS.filter((candidate) => candidate !== flow)) {
        expect(lineWith(words, FLOW_WORDS[other]), `${id} (${language}) speaks of ${other}`).toBeUndefined();
      }
    }
  });

  it.each(VARIANT_IDS)('%s: promises no list of matches, which no page after it shows', (id) => {
    const words = everyWordOf(definitions.get(id)!, 'en');
    expect(lineWith(words, /\b(see|view) (your|my) (attorney )?matches\b|\bmy matches\b/i)).toBeUndefined();
  });

  it.each(VARIANT_IDS)('%s: its first screen names one running time at most', (id) => {
    const definition = definitions.get(id)!;
    const first = definition.steps[definition.start]!;
    const firstScreen = [
      shown(
        <FlowTextsProvider texts={definition.texts}>
          <ExtraHeaders language="en" />
          <LogoArea language="en" />
          <SocialProof language="en" />
        </FlowTextsProvider>,
      ),
      stepWords(definition.start, definition.catalogue[first.shows ?? definition.start]!, 'en', {
        texts: definition.texts,
      }),
    ].join('\n');
    const durations = firstScreen.match(/\b(\d+|a|one|two|three) (seconds?|minutes?)\b/gi) ?? [];
    expect(new Set(durations.map((duration) => duration.toLowerCase())).size).toBeLessThanOrEqual(1);
  });

  it('the flows that are not about an accident have words of their own (the check above can fail)', () => {
    const benefits = everyWordOf(definitions.get('benefits')!, 'en');
    const accidentWords = everyWordOf(definitions.get('v4nv')!, 'en');
    expect(lineWith(benefits, FLOW_WORDS.benefits)).toBeDefined();
    expect(lineWith(accidentWords, FLOW_WORDS.accident)).toBeDefined();
  });
});

describe('the thank-you words of each flow', () => {
  it.each(FLOWS.flatMap((flow) => (['en', 'es'] as const).map((language) => [flow, language] as const)))(
    '%s (%s): every result, the next steps and the endings speak of that flow only',
    (flow, language) => {
      const wording = THANK_YOU[language];
      const words = [
        ...Object.values(wording.results[flow]).flatMap(({ title, text }) => [title, text]),
        ...wording.steps[flow],
        ...Object.values(ENDINGS[language][flow]).flatMap((ending) => [
          ending.title,
          ending.meaning,
          ...ending.next.map((step) => step.text),
        ]),
      ].join('\n');
      for (const other of FLOWS.filter((candidate) => candidate !== flow)) {
        expect(lineWith(words, FLOW_WORDS[other]), `${flow} thank-you speaks of ${other}`).toBeUndefined();
      }
    },
  );

  it('the benefits flow names itself to the thank-you page it shares with the accident funnels', () => {
    const lead = { lead_is_qualified: 'no', dq_reason: 'secured_benefits|yes' };
    expect(new URLSearchParams(thankYouQuery(lead, { language: 'en', flow: 'benefits' })).get('flow')).toBe(
      'benefits',
    );
    expect(new URLSearchParams(thankYouQuery(lead, { language: 'en', flow: 'accident' })).has('flow')).toBe(
      false,
    );
  });
});

/** The English of every text that has a Spanish of its own, or none: what a Spanish screen must never show. */
function englishWords(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const text = value as { en?: unknown; es?: unknown };
    if (typeof text.en === 'string') {
      if (text.es !== text.en) found.add(text.en);
      return;
    }
    Object.values(value).forEach(walk);
  };
  [CONSENT, MESSAGES, PROGRESS_STAGES, SCREEN_TEXTS, TRUST_TEXTS].forEach(walk);
  for (const definition of definitions.values()) walk([definition.catalogue, definition.texts]);
  // Place names read the same in both languages (a state chosen, a story's "Maria L., Texas").
  for (const place of STATUTE_OF_LIMITATIONS) found.delete(place.name);
  // Templates show filled in: their words up to the first blank are what a screen would show.
  return [...found].map((text) => text.split('{')[0]!.trim()).filter((text) => text.length > 0);
}

/** Whether `words` holds `text` as whole words ("Contacto" is Spanish, though it starts with "Contact"). */
const holds = (words: string, text: string) =>
  new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'u').test(words);

describe('a Spanish funnel speaks Spanish', () => {
  const spanish = VARIANT_IDS.filter((id) => languagesOf(id).includes('es'));

  it('serves some variants in Spanish (so the check below has something to read)', () => {
    expect(spanish.length).toBeGreaterThan(0);
  });

  it.each(spanish)('%s (es): no English text on any screen part or step', (id) => {
    const words = everyWordOf(definitions.get(id)!, 'es');
    expect(englishWords().filter((text) => holds(words, text))).toEqual([]);
  });

  it('finds the English of a text left untranslated (the check above can fail)', () => {
    const words = everyWordOf(definitions.get('v4nv')!, 'en');
    expect(englishWords().filter((text) => holds(words, text)).length).toBeGreaterThan(10);
  });
});
