import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { color } from '../src/ui/theme';
import { THANK_YOU } from './content/thank-you';
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

/** The thank-you page: the same HTML for everyone, then worded for the visitor's result once it has loaded. */
export function ThankYouPage() {
  const [result, setResult] = useState<Result>('pending');
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    if (query.get('q') === 'y') setResult('qualified');
    else if (query.get('q') === 'n') setResult('notMatched');
  }, []);
  return (
    <SiteLayout>
      <Section>
        <h1 css={{ margin: '0 0 16px', fontSize: 40, color: color.navy }}>{THANK_YOU.heading}</h1>
        <Card>
          <Stack aria-live="polite">
            {RESULTS.map((shown) => (
              <div
                key={shown}
                data-result={shown}
                aria-hidden={shown !== result}
                css={{ visibility: shown === result ? 'visible' : 'hidden' }}
              >
                <h2 css={{ margin: '0 0 10px', fontSize: 22 }}>{THANK_YOU[shown].title}</h2>
                <p css={{ margin: 0, color: color.muted }}>{THANK_YOU[shown].text}</p>
                {shown !== 'notMatched' && (
                  <Steps>
                    {THANK_YOU.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </Steps>
                )}
              </div>
            ))}
          </Stack>
        </Card>
        <p css={{ marginTop: 24 }}>
          <a href="/">{THANK_YOU.home}</a>
        </p>
      </Section>
    </SiteLayout>
  );
}
