import styled from '@emotion/styled';
import { SURVEY_TEXTS } from '../../variants/messages';
import { localized } from '../../variants/step-catalogue';
import { useSiteConfig } from '../ui/site-config';
import { color, size } from '../ui/theme';

const Footer = styled.footer({
  marginTop: 'auto',
  padding: '24px 16px 32px',
  background: color.surface,
  borderTop: `1px solid ${color.line}`,
  color: color.muted,
  fontSize: 13,
  lineHeight: 1.5,
});
const Inner = styled.div({ maxWidth: size.surveyMaxWidth, margin: '0 auto', textAlign: 'center' });
const Links = styled.nav({
  display: 'flex',
  justifyContent: 'center',
  gap: 20,
  marginBottom: 10,
  '& a': { color: color.navy, fontWeight: 600 },
});

export function SurveyFooter({ language }: { language: 'en' | 'es' }) {
  const { name } = useSiteConfig();
  return (
    <Footer>
      <Inner>
        <Links aria-label="Legal">
          <a href="/privacy-policy/">{localized(SURVEY_TEXTS.privacy, language)}</a>
          <a href="/terms-of-use/">{localized(SURVEY_TEXTS.terms, language)}</a>
        </Links>
        <p css={{ margin: '0 0 6px' }}>{localized(SURVEY_TEXTS.notALawFirm, language)}</p>
        <p css={{ margin: 0 }}>© 2024 {name}</p>
      </Inner>
    </Footer>
  );
}
