import styled from '@emotion/styled';
import { useCallNumber } from '../src/ui/call-number';
import { useSiteConfig } from '../src/ui/site-config';
import { color } from '../src/ui/theme';
import type { ContactPageWords } from './content/pages/contact';
import { GetInTouch } from './get-in-touch';
import { SiteLayout } from './site-layout';
import { media, site } from './site-theme';

const Section = styled.section({
  maxWidth: site.contentWidth,
  margin: '0 auto',
  padding: '48px 20px 64px',
  [media.phone]: { padding: '24px 12px 44px' },
});
const Alternative = styled.p({ margin: '28px 0 0', textAlign: 'center', fontSize: 17, color: color.muted });

/** The contact page, in the words of the language it is rendered in (site-routes.tsx passes them). */
export function ContactPage({ words }: { words: ContactPageWords }) {
  const { email } = useSiteConfig();
  const callNumber = useCallNumber();
  return (
    <SiteLayout>
      <Section id="contact">
        <GetInTouch heading={words.heading} text={words.text} headingLevel="h1" />
        <Alternative>
          <strong>{words.callHeading}</strong> {words.callText}{' '}
          <a
            href={`tel:${callNumber.dial}`}
            css={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          >
            {callNumber.formatted}
          </a>{' '}
          {words.emailText} <a href={`mailto:${email}`}>{email}</a>.
        </Alternative>
      </Section>
    </SiteLayout>
  );
}
