// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { thankYouQuery } from '../../../guards/thank-you-query';
import { createPageHooks, type PageScripts } from '../../../src/funnel/page-scripts';

afterEach(() => {
  document.head.innerHTML = '';
});

const SCRIPTS: PageScripts = {
  adPixel: 'https://pixels.example.test/ad.js',
  identityPixel: null,
  injuryPixel: null,
  ticketPixel: null,
  mediaLoader: null,
};

const adPixelLoaded = () => document.head.querySelector(`script[src="${SCRIPTS.adPixel}"]`) !== null;

describe('the ad pixel loads only when affid is 389 (spec section 7: "An ad pixel loads only when affid is \'389\'")', () => {
  it.each([
    ['389', true],
    ['1', false],
    ['3890', false],
    ['', false],
  ])('affid "%s" → loaded %s', async (affid, loaded) => {
    const scripts = Promise.resolve(SCRIPTS);
    createPageHooks(scripts).run('adPixel', { affid });
    // The hook loads the script once the configured scripts are known: the same promise, answered first.
    await scripts;
    expect(adPixelLoaded()).toBe(loaded);
  });
});

describe('cl on the thank-you query only with show-meter (spec section 7: "and cl when show-meter is yes")', () => {
  const lead = { email: 'a@example.com', lead_is_qualified: 'yes' };
  it('is absent when the page has no meter (no compensation level given)', () => {
    expect(new URLSearchParams(thankYouQuery(lead, { language: 'en' })).has('cl')).toBe(false);
  });
  it('carries the level when the meter is on', () => {
    expect(
      new URLSearchParams(thankYouQuery(lead, { language: 'en', compensationLevel: '4' })).get('cl'),
    ).toBe('4');
  });
});
