import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { heldLeads, OUTBOX_CHANGE_EVENT } from '../services/lead-outbox';
import { color } from '../src/ui/theme';
import { THANK_YOU, THANK_YOU_ES } from './content/thank-you';
import { SiteLayout } from './site-layout';

const Section = styled.section({ maxWidth: 760, margin: '0 auto', padding: '48px 20px 64px' });
const Card = styled.div({
  padding: '28px 24px',
  borderRadius: 16,
  background: color.surface,
  boxShadow: '0 6px 24px rgba(15, 39, 71, 0.08)',
});
const Steps = styled.ol({ margin: '20px 0 0', paddingLeft: 22, '& li': { marginBottom: 10 } });
/**
 * Every wording sits in the same grid cell and only the visitor's is visible: the card is as tall as the
 * longest wording from the first paint, so nothing moves when the result is read after hydration (CLS 0).
 */
const Stack = styled.div({ display: 'grid', '& > *': { gridArea: '1 / 1' } });
const RESULTS: Result[] = ['pending', 'qualified', 'notMatched'];

type Result = 'pending' | 'qualified' | 'notMatched';
type Delivery = 'unknown' | 'sending' | 'sent';

/**
 * The truth about the visitor's lead: still held by this browser (the post failed and it is being sent again),
 * or sent once it is released. A visitor whose lead went through at once sees nothing here.
 */
function useLeadDelivery(): Delivery {
  const [delivery, setDelivery] = useState<Delivery>('unknown');
  useEffect(() => {
    const read = () =>
      setDelivery((before) => (heldLeads().length > 0 ? 'sending' : before === 'sending' ? 'sent' : before));
    read();
    window.addEventListener(OUTBOX_CHANGE_EVENT, read);
    return () => window.removeEventListener(OUTBOX_CHANGE_EVENT, read);
  }, []);
  return delivery;
}
type Language = 'en' | 'es';
const WORDINGS = { en: THANK_YOU, es: THANK_YOU_ES } as const;
const LANGUAGES: Language[] = ['en', 'es'];

/** The thank-you page: the same HTML for everyone, then worded for the visitor's result once it has loaded. */
export function ThankYouPage() {
  const [result, setResult] = useState<Result>('pending');
  const [language, setLanguage] = useState<Language>('en');
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    if (query.get('q') === 'y') setResult('qualified');
    else if (query.get('q') === 'n') setResult('notMatched');
    // Visitors of the Spanish funnels arrive with lang=es and read the page in Spanish.
    if (query.get('lang') === 'es') {
      setLanguage('es');
      document.documentElement.lang = 'es';
    }
  }, []);
  const delivery = useLeadDelivery();
  const words = WORDINGS[language];
  return (
    <SiteLayout>
      <Section>
        <h1 css={{ margin: '0 0 16px', fontSize: 40, color: color.navy }}>{words.heading}</h1>
        <Card>
          <Stack aria-live="polite">
            {LANGUAGES.flatMap((wordedIn) =>
              RESULTS.map((shown) => {
                const visible = shown === result && wordedIn === language;
                const wording = WORDINGS[wordedIn];
                return (
                  <div
                    key={`${wordedIn}-${shown}`}
                    data-result={wordedIn === 'en' ? shown : `${shown}-${wordedIn}`}
                    lang={wordedIn}
                    aria-hidden={!visible}
                    css={{ visibility: visible ? 'visible' : 'hidden' }}
                  >
                    <h2 css={{ margin: '0 0 10px', fontSize: 22 }}>{wording[shown].title}</h2>
                    <p css={{ margin: 0, color: color.muted }}>{wording[shown].text}</p>
                    {shown !== 'notMatched' && (
                      <Steps>
                        {wording.steps.map((step) => (
                          <li key={step}>{step}</li>
                        ))}
                      </Steps>
                    )}
                  </div>
                );
              }),
            )}
          </Stack>
          {/* Room for one line is kept from the first paint, so the notice moves nothing when it shows. */}
          <p
            data-lead-delivery={delivery}
            role="status"
            css={{ minHeight: '3em', margin: '16px 0 0', fontWeight: 600, color: color.navy }}
          >
            {delivery === 'unknown' ? '' : words.delivery[delivery]}
          </p>
        </Card>
        <p css={{ marginTop: 24 }}>
          <a href="/">{words.home}</a>
        </p>
      </Section>
    </SiteLayout>
  );
}
