// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsentWithLinks } from '../../../src/ui/consent-with-links';
import { consentText, TCPA_CONSENT } from '../../../variants/texts/consent';
import { ACCIDENT_MATTER } from '../../../variants/texts/consent-matter';

afterEach(() => cleanup());

describe('the consent with its documents linked', () => {
  it.each([
    ['en', 'Terms of Use', '/terms-of-use/', 'Privacy Policy', '/privacy-policy/'],
    ['es', 'Términos de uso', '/es/terms-of-use/', 'Política de privacidad', '/es/privacy-policy/'],
  ] as const)(
    'in %s links the terms and the privacy policy in that language',
    (language, terms, termsHref, privacy, privacyHref) => {
      const text = consentText(
        TCPA_CONSENT[language]!,
        'Enviar',
        'Claim Helpers',
        ACCIDENT_MATTER[language]!,
      );
      const { container } = render(
        <p>
          <ConsentWithLinks text={text} language={language} />
        </p>,
      );

      expect(screen.getByRole('link', { name: terms })).toHaveAttribute('href', termsHref);
      expect(screen.getByRole('link', { name: privacy })).toHaveAttribute('href', privacyHref);
      // The lead stores the element's text: the links change none of it.
      expect(container.textContent).toBe(text);
    },
  );

  it('leaves a text that names no document as it is', () => {
    const { container } = render(<ConsentWithLinks text="Short consent." language="es" />);

    expect(container.textContent).toBe('Short consent.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
