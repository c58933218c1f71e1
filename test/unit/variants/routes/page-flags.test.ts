// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PAGE_FLAGS_SCRIPT } from '../../../../services/page-flags-script';
import {
  flagAttributes,
  pageFlags,
  stepChangeScroll,
  type FlagSettings,
} from '../../../../variants/routes/page-flags';

const NONE = { theme: 'default', logo: 'default', font: 'default', progressStyle: 'original', on: [] };

/** Cases from the spec's "Themed variants", under the query names docs/funnels.md lists. */
const CASES: { name: string; row?: FlagSettings; query: string; expected: object }[] = [
  { name: 'nothing set', query: '', expected: NONE },
  {
    name: 'the issue’s example query',
    query: '?theme=v3&rounded-buttons=yes&progress=v2',
    expected: { ...NONE, theme: 'v3', progressStyle: 'v2', on: ['rounded-buttons'] },
  },
  { name: 'theme v12, upper case', query: 'theme=V12', expected: { ...NONE, theme: 'v12' } },
  { name: 'an unknown theme is ignored', query: 'theme=v13', expected: NONE },
  { name: 'logo v1 to v5', query: 'logo=v5&font=serif', expected: { ...NONE, logo: 'v5', font: 'serif' } },
  { name: 'an unknown logo is ignored', query: 'logo=v6', expected: NONE },
  { name: 'progress none', query: 'progress=none', expected: { ...NONE, progressStyle: 'none' } },
  { name: 'progress v1', query: 'progress=v1', expected: { ...NONE, progressStyle: 'v1' } },
  { name: 'an unknown progress style is ignored', query: 'progress=v3', expected: NONE },
  {
    name: 'on/off flags listed in one order, whatever the query’s',
    query: 'show-meter=yes&remove-percent-sign=true&show-accident-timeframe=1',
    expected: { ...NONE, on: ['remove-percent-sign', 'show-accident-timeframe', 'show-meter'] },
  },
  { name: 'a flag with another value stays off', query: 'show-meter=maybe', expected: NONE },
  {
    name: 'the row sets a theme and flags',
    row: { theme: 'v7', on: ['two-column-grid', 'show-social-proof'] },
    query: '',
    expected: { ...NONE, theme: 'v7', on: ['show-social-proof', 'two-column-grid'] },
  },
  {
    name: 'the query overrides the row, and turns a row flag off with no',
    row: { theme: 'v7', logo: 'v2', progress: 'v1', on: ['two-column-grid', 'show-meter'] },
    query: 'theme=v2&show-meter=no&redesign=yes',
    expected: { ...NONE, theme: 'v2', logo: 'v2', progressStyle: 'v1', on: ['two-column-grid', 'redesign'] },
  },
  {
    name: 'an unknown query value keeps the row’s',
    row: { theme: 'v7', on: ['show-meter'] },
    query: 'theme=blue&show-meter=',
    expected: { ...NONE, theme: 'v7', on: ['show-meter'] },
  },
  {
    name: 'every on/off flag of the spec',
    query:
      'rounded-buttons=yes&remove-percent-sign=yes&remove-privacy-guarantee=yes&show-social-proof=yes&show-accident-timeframe=yes&update-text-first-question=yes&update-text-last-step=yes&two-column-grid=yes&redesign=yes&name-email-first=yes&dollar-range=yes&find-me-a-lawyer=yes&extra-header=yes&match-with-lawyer-header=yes&lawyer-button-rearrangement=yes&progress-tracking=yes&show-meter=yes&scroll-to-survey=yes&disable-scroll=yes',
    expected: {
      ...NONE,
      on: [
        'rounded-buttons',
        'remove-percent-sign',
        'remove-privacy-guarantee',
        'show-social-proof',
        'show-accident-timeframe',
        'update-text-first-question',
        'update-text-last-step',
        'two-column-grid',
        'redesign',
        'name-email-first',
        'dollar-range',
        'find-me-a-lawyer',
        'extra-header',
        'match-with-lawyer-header',
        'lawyer-button-rearrangement',
        'progress-tracking',
        'show-meter',
        'scroll-to-survey',
        'disable-scroll',
      ],
    },
  },
];

/** Runs the pre-paint script as the page does: first child of a root prerendered with the row's attributes. */
function paintedAttributes(row: FlagSettings | undefined, query: string): Record<string, string> {
  window.history.replaceState(
    null,
    '',
    `/survey/v4nv${query.startsWith('?') || !query ? query : `?${query}`}`,
  );
  document.body.innerHTML = '';
  const root = document.createElement('div');
  for (const [name, value] of Object.entries(flagAttributes(pageFlags(row, ''))))
    root.setAttribute(name, value);
  document.body.append(root);
  const script = document.createElement('script');
  root.append(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(PAGE_FLAGS_SCRIPT)();
  return Object.fromEntries(
    Object.keys(flagAttributes(pageFlags(undefined, ''))).map((name) => [
      name,
      root.getAttribute(name) ?? '',
    ]),
  );
}

describe('pageFlags', () => {
  it.each(CASES)('$name', ({ row, query, expected }) => {
    expect(pageFlags(row, query)).toEqual(expected);
  });
});

describe('the pre-paint flags script', () => {
  it.each(CASES)('paints what pageFlags decides: $name', ({ row, query }) => {
    expect(paintedAttributes(row, query)).toEqual(flagAttributes(pageFlags(row, query)));
  });
});

describe('where a step change scrolls (spec section 2)', () => {
  it.each([
    ['every variant by default: the top', '', 'top'],
    ['the variant with scroll-to-survey: that element', 'scroll-to-survey=yes', 'survey'],
    ['scrolling disabled', 'disable-scroll=yes', 'none'],
    ['scrolling disabled wins over scroll-to-survey', 'scroll-to-survey=yes&disable-scroll=yes', 'none'],
  ])('%s', (_label, query, expected) => {
    expect(stepChangeScroll(pageFlags(undefined, query))).toBe(expected);
  });
});
