import type { ReactNode } from 'react';
import { SURVEY_TEXTS } from '../../variants/texts/messages';
import type { Language } from '../../variants/routes/route-table';
import { documentHref } from '../../variants/routes/spanish-documents';

/** The pages the consent's last sentences name, each with the page it names, in the reader's language. */
function namedDocuments(language: Language): { name: string; href: string }[] {
  // In the order the consent names them.
  return [
    { name: SURVEY_TEXTS.revokeConsent[language], href: documentHref('/revoke-consent/', language) },
    { name: SURVEY_TEXTS.terms[language], href: documentHref('/terms-of-use/', language) },
    { name: SURVEY_TEXTS.privacy[language], href: documentHref('/privacy-policy/', language) },
  ];
}

/**
 * A consent text with the documents it names ("Terms of Use", "Política de privacidad") as links to those
 * documents in the reader's language. Only elements are added around the words: the element's text stays the
 * consent text exactly, which is what a lead stores as the consent the visitor saw.
 */
export function ConsentWithLinks({ text, language }: { text: string; language: Language }) {
  const parts: ReactNode[] = [];
  let rest = text;
  for (const { name, href } of namedDocuments(language)) {
    const at = rest.indexOf(name);
    if (at === -1) continue;
    parts.push(
      rest.slice(0, at),
      <a key={href} href={href}>
        {name}
      </a>,
    );
    rest = rest.slice(at + name.length);
  }
  parts.push(rest);
  return <>{parts}</>;
}
