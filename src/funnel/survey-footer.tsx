import type { CSSObject } from '@emotion/react';
import { SURVEY_TEXTS } from '../../variants/texts/messages';
import { documentHref } from '../../variants/routes/spanish-documents';
import { SURVEY_FOOTER_LINKS, TRUST_TEXTS } from '../../variants/texts/trust-texts';
import { localized } from '../../machines/step-kinds';
import { useSiteConfig } from '../ui/site-config';
import { color, size } from '../ui/theme';
import { useFlow } from './flow-words';

const footer: CSSObject = {
  marginTop: 'auto',
  padding: '24px 16px 32px',
  background: color.surface,
  borderTop: `1px solid ${color.line}`,
  color: color.muted,
  fontSize: 13,
  lineHeight: 1.5,
};
const inner: CSSObject = { maxWidth: size.surveyMaxWidth, margin: '0 auto', textAlign: 'center' };
const links: CSSObject = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '4px 18px',
  margin: '0 0 10px',
  padding: 0,
  listStyle: 'none',
  '& a': { display: 'inline-block', padding: '8px 0', color: color.navy, fontWeight: 600 },
};

/**
 * The survey's footer: the site's navigation and legal links (spec section 2), the disclaimer, the copyright. A
 * Spanish survey's links go to the Spanish twin of each document that has one.
 */
export function SurveyFooter({ language }: { language: 'en' | 'es' }) {
  const { name } = useSiteConfig();
  // The car-accident guides are no reading for a visitor of a flow about something else.
  const accident = useFlow() === 'accident';
  const nav = SURVEY_FOOTER_LINKS.nav.filter((link) => accident || !link.accidentPages);
  return (
    <footer css={footer}>
      <div css={inner}>
        <nav aria-label={localized(TRUST_TEXTS.siteLinks, language)}>
          <ul css={links}>
            {nav.map((link) => (
              <li key={link.href}>
                <a href={documentHref(link.href, language)}>{localized(link.label, language)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={localized(TRUST_TEXTS.legalLinks, language)}>
          <ul css={links}>
            {SURVEY_FOOTER_LINKS.legal.map((link) => (
              <li key={link.href}>
                <a href={documentHref(link.href, language)}>{localized(link.label, language)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p css={{ margin: '0 0 6px' }}>{localized(SURVEY_TEXTS.notALawFirm, language)}</p>
        <p css={{ margin: 0 }}>© 2024 {name}</p>
      </div>
    </footer>
  );
}
