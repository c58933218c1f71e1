// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteFooter } from '../../../site/site-footer';
import { PageLanguageProvider } from '../../../src/ui/page-language';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider } from '../../../src/ui/site-config';

afterEach(() => cleanup());

const CONFIG = {
  ...DEFAULT_SITE_CONFIG,
  name: 'Claim Helpers',
  phone: '8005550123',
  email: 'help@claims.test',
};

/**
 * Spec section 2, "The footer shows: a phone number and an info e-mail link ({email}); a copyright 2024 line; links
 * to sponsors, privacy policy, California residents, terms of use and do not sell my information; legal
 * disclaimers: not a law firm; no endorsement of participating firms; joint advertising by participating
 * attorneys; request an attorney by name; not legal advice; no guarantee of outcome; no legal services without a
 * signed agreement". The paths are the spec's site pages.
 */
describe('the footer, as the spec lists it', () => {
  function renderFooter() {
    render(
      <SiteConfigProvider config={CONFIG}>
        <SiteFooter />
      </SiteConfigProvider>,
    );
    return screen.getByRole('contentinfo');
  }

  it('shows the phone number and the info e-mail link', () => {
    const footer = renderFooter();
    expect(within(footer).getByRole('link', { name: '(800) 555-0123' })).toHaveAttribute(
      'href',
      'tel:+18005550123',
    );
    expect(within(footer).getByRole('link', { name: 'help@claims.test' })).toHaveAttribute(
      'href',
      'mailto:help@claims.test',
    );
  });

  it('has a copyright 2024 line', () => {
    expect(renderFooter().textContent).toMatch(/© 2024 Claim Helpers/);
  });

  // The site writes its pages with a trailing slash: the California section is /privacy-policy/#california-resident.
  it.each([
    [/sponsors/i, /^\/sponsors\/$/],
    [/^privacy policy$/i, /^\/privacy-policy\/$/],
    [/california/i, /^\/privacy-policy\/?#california-resident$/],
    [/terms of use/i, /^\/terms-of-use\/$/],
    [/do not sell my information/i, /^\/do-not-sell-my-information\/$/],
  ])('links %s to %s', (name, href) => {
    const legal = within(renderFooter()).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name }).getAttribute('href')).toMatch(href);
  });

  it('lists the seven disclaimers in the spec’s order', () => {
    const items = within(within(renderFooter()).getByRole('list', { name: 'Disclaimers' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    const points = [
      /not a law firm/i,
      /does not endorse/i,
      /joint advertisement paid for by participating attorneys/i,
      /request a specific attorney by name/i,
      /not legal advice|nothing on this website is legal advice/i,
      /do not guarantee a similar outcome/i,
      /no legal services are provided, until you sign a written agreement/i,
    ];
    expect(items).toHaveLength(points.length);
    points.forEach((point, index) => expect(items[index]).toMatch(point));
  });
});

/** A Spanish page's footer (the Spanish funnels' thank-you pages, the Spanish documents) leads to the Spanish documents. */
describe('the Spanish footer', () => {
  it.each([
    [/^política de privacidad$/i, '/es/privacy-policy/'],
    [/residentes de california/i, '/es/privacy-policy/#california-resident'],
    [/términos de uso/i, '/es/terms-of-use/'],
    [/no vender mi información/i, '/es/do-not-sell-my-information/'],
    [/patrocinadores/i, '/sponsors/'],
  ])('links %s to %s', (name, href) => {
    render(
      <SiteConfigProvider config={CONFIG}>
        <PageLanguageProvider language="es">
          <SiteFooter />
        </PageLanguageProvider>
      </SiteConfigProvider>,
    );
    const legal = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Avisos legales' });
    expect(within(legal).getByRole('link', { name })).toHaveAttribute('href', href);
  });
});
