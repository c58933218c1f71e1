import styled from '@emotion/styled';
import { usePageLanguage } from '../src/ui/page-language';
import { color } from '../src/ui/theme';
import { ContactForm } from './contact-form';
import { media } from './site-theme';

const Card = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
  overflow: 'hidden',
  borderRadius: 18,
  background: color.surface,
  boxShadow: '0 10px 36px rgba(15, 39, 71, 0.12)',
  [media.upToTablet]: { gridTemplateColumns: '1fr' },
});
const Side = styled.div({
  position: 'relative',
  minHeight: 650,
  background: color.navyLight,
  '& img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
  '@media (max-width: 1099px)': { minHeight: 0 },
  [media.upToTablet]: { display: 'none' },
});
const Body = styled.div({
  padding: '40px 40px 36px',
  [media.phone]: { padding: '28px 18px' },
});
const Subtitle = styled.p({ margin: '0 0 24px', color: color.muted, fontSize: 17 });

/** The side image's drawing carries two lines of words, so each language has its own copy. */
const SIDE_IMAGE = { en: '/images/contact-side.svg', es: '/images/contact-side-es.svg' } as const;

/** The get-in-touch section: title, subtitle, side image (hidden at 768 px and below) and the contact form. */
export function GetInTouch({
  heading,
  text,
  headingLevel = 'h2',
}: {
  heading: string;
  text: string;
  headingLevel?: 'h1' | 'h2';
}) {
  const Heading = headingLevel;
  const language = usePageLanguage();
  return (
    <Card>
      <Side>
        <img
          src={SIDE_IMAGE[language]}
          width={480}
          height={720}
          alt=""
          // Never lazy: a lazy image below the fold was still an empty navy block in a full-page capture and to
          // a visitor who jumped to #contact; the file is a 2 KB SVG, asked for after everything else.
          fetchPriority="low"
          decoding="async"
        />
      </Side>
      <Body>
        <Heading
          css={{ margin: '0 0 8px', fontSize: 'clamp(26px, 4vw, 34px)', color: color.navy, lineHeight: 1.2 }}
        >
          {heading}
        </Heading>
        <Subtitle>{text}</Subtitle>
        <ContactForm />
      </Body>
    </Card>
  );
}
