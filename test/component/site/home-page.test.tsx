// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HomePage } from '../../../site/home-page';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider } from '../../../src/ui/site-config';

afterEach(() => cleanup());

/**
 * Spec section 2, "Home is one long page. Its sections, in order: 1. Hero. Headline 'Your Problem Is Our Problem'. A
 * button 'GET YOUR JUSTICE TODAY' links to the contact page. 2. Quick facts strip … 3. About-us teaser … 4. 'We ARE
 * Here to help' cards … 5. Three numbered process cards … 6. Our values … 7. Contact form. It has anchor id
 * 'contact'. 8. FAQ accordion. 9. A call-to-action bar 'FILE Your Claim TOday' linking to contact. 10. Footer."
 */
describe('the home page, in the spec’s order', () => {
  it('shows the hero, quick facts, about, help, process, values, contact form, FAQ, call to action and footer in that order', () => {
    const { container } = render(
      <SiteConfigProvider config={DEFAULT_SITE_CONFIG}>
        <HomePage />
      </SiteConfigProvider>,
    );
    const headline = screen.getByRole('heading', { level: 1, name: 'Your Problem Is Our Problem' });
    const heroButton = screen.getByRole('link', { name: 'GET YOUR JUSTICE TODAY' });
    expect(heroButton.getAttribute('href')).toMatch(/^\/contact\/?/);
    const inOrder = [
      headline,
      screen.getByRole('region', { name: 'Quick facts' }),
      container.querySelector('#home-about'),
      container.querySelector('#home-help'),
      container.querySelector('#home-process'),
      container.querySelector('#home-values'),
      container.querySelector('#contact'),
      container.querySelector('#home-faq'),
      container.querySelector('#home-cta'),
      screen.getByRole('contentinfo'),
    ];
    inOrder.forEach((element, index) => expect(element, `section ${index + 1}`).not.toBeNull());
    for (let index = 1; index < inOrder.length; index += 1) {
      const position = inOrder[index - 1]!.compareDocumentPosition(inOrder[index]!);
      expect(
        position & Node.DOCUMENT_POSITION_FOLLOWING,
        `section ${index + 1} after section ${index}`,
      ).toBeTruthy();
    }
    expect(container.querySelector('#home-cta')?.textContent).toMatch(/file your claim today/i);
  });
});
