import styled from '@emotion/styled';
import { useCallNumber } from '../src/ui/call-number';
import { useSiteConfig } from '../src/ui/site-config';
import { color, focusRing } from '../src/ui/theme';
import { usePageLanguage } from '../src/ui/page-language';
import { COPYRIGHT_YEAR, SITE_CHROME } from './content/site-chrome';
import { site } from './site-theme';
import { useBrand } from './use-brand';

const Footer = styled.footer({
  background: color.navy,
  color: '#d5deec',
  fontSize: 14,
  lineHeight: 1.6,
  '& a': { color: '#fff' },
  '& a:focus-visible': focusRing,
});
const Inner = styled.div({ maxWidth: site.contentWidth, margin: '0 auto', padding: '40px 20px 32px' });
const Top = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: 24,
  paddingBottom: 24,
  borderBottom: '1px solid rgba(255, 255, 255, 0.15)',
});
const Contact = styled.p({ margin: 0, display: 'flex', flexDirection: 'column', gap: 4, fontSize: 16 });
const Links = styled.ul({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 20px',
  '& a': { display: 'inline-block', padding: '8px 0' },
});
const Disclaimers = styled.ul({ margin: '20px 0', paddingLeft: 18, '& li': { marginBottom: 6 } });

export function SiteFooter() {
  const { name, email } = useSiteConfig();
  const callNumber = useCallNumber();
  const brand = useBrand();
  const words = SITE_CHROME[usePageLanguage()];
  return (
    <Footer>
      <Inner>
        <Top>
          <Contact>
            <strong css={{ color: '#fff', fontSize: 18 }}>{name}</strong>
            <a href={`tel:${callNumber.dial}`} css={{ fontVariantNumeric: 'tabular-nums' }}>
              {callNumber.formatted}
            </a>
            <a href={`mailto:${email}`}>{email}</a>
          </Contact>
          <nav aria-label={words.legalNavigation}>
            <Links>
              {words.footerLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </Links>
          </nav>
        </Top>
        <Disclaimers aria-label={words.disclaimersLabel}>
          {words.disclaimers.map((text) => (
            <li key={text}>{brand(text)}</li>
          ))}
        </Disclaimers>
        <p css={{ margin: 0 }}>
          © {COPYRIGHT_YEAR} {name}. {words.rightsReserved}
        </p>
      </Inner>
    </Footer>
  );
}
