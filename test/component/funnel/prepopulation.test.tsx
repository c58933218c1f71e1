// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SurveyPageModule from '../../../src/funnel/survey-page';
import type * as SiteConfig from '../../../src/ui/site-config';
import { findSurveyRoute } from '../../../variants/routes/route-table';
import type { VariantDefinition } from '../../../variants/variant-definition';
import type * as Prepopulation from '../../../src/funnel/prepopulation';

// The real reading of the landing URL, watched: a test waits for its answer rather than for a while.
vi.mock('../../../src/funnel/prepopulation', async (original) => {
  const real = await original<typeof Prepopulation>();
  return { prepopulatedValues: vi.fn(real.prepopulatedValues) };
});

const route = findSurveyRoute('/survey/one-page')!;
let definition: VariantDefinition;
let prepopulatedValues: ReturnType<typeof vi.mocked<typeof Prepopulation.prepopulatedValues>>;
let SurveyPage: typeof SurveyPageModule.SurveyPage;
let SiteConfigProvider: typeof SiteConfig.SiteConfigProvider;
let DEFAULT_SITE_CONFIG: typeof SiteConfig.DEFAULT_SITE_CONFIG;

beforeAll(async () => {
  // The page's modules afresh: a file run before this one in the same worker may have loaded them with the real
  // reading bound in, and then the watched one would never be called.
  vi.resetModules();
  prepopulatedValues = vi.mocked((await import('../../../src/funnel/prepopulation')).prepopulatedValues);
  const page = await import('../../../src/funnel/survey-page');
  ({ SurveyPage } = page);
  ({ SiteConfigProvider, DEFAULT_SITE_CONFIG } = await import('../../../src/ui/site-config'));
  const { loadVariant } = await import('../../../variants');
  definition = await loadVariant(route.variant);
  await page.prepareSurvey(definition);
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function open(search: string) {
  window.history.replaceState(null, '', `/survey/one-page${search}`);
  render(
    <SiteConfigProvider config={DEFAULT_SITE_CONFIG}>
      <SurveyPage definition={definition} route={route} />
    </SiteConfigProvider>,
  );
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);

describe('pre-population from the landing URL', () => {
  it('at 100, fills the name, e-mail and phone the URL gives', async () => {
    open('?prepop=100&first_name=Dana&last_name=Whitfield&email=dana%40example.com&phone=7135550182');
    // The pre-population comes with a chunk of its own, loaded after the first render: slow on a busy machine.
    await waitFor(() => expect(field('first_name')?.value).toBe('Dana'), { timeout: 10_000 });
    expect(field('last_name')?.value).toBe('Whitfield');
    expect(field('email')?.value).toBe('dana@example.com');
    expect(field('phone')?.value.replace(/\D/g, '')).toBe('7135550182');
  });

  it('without a share, fills nothing from the URL', async () => {
    open('?first_name=Dana&email=dana%40example.com');
    await screen.findAllByRole('textbox');
    // The page has read the landing URL's pre-population, and answered whatever the fields got.
    await waitFor(
      () =>
        expect(prepopulatedValues).toHaveBeenLastCalledWith('?first_name=Dana&email=dana%40example.com', '1'),
      { timeout: 10_000 },
    );
    await act(async () => {
      expect(await prepopulatedValues.mock.results.at(-1)!.value).toBeNull();
    });
    expect(field('first_name')?.value).toBe('');
    expect(field('email')?.value).toBe('');
  });
});
