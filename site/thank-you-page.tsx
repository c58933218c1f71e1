import styled from '@emotion/styled';
import {
  LEAD_HELD_ATTRIBUTE,
  THANK_YOU_RESULT_ATTRIBUTE,
  THANK_YOU_SCRIPT,
} from '../services/thank-you-script';
import { LEAD_UNKEPT_ATTRIBUTE } from '../services/unkept-lead';
import { usePageLanguage } from '../src/ui/page-language';
import { color } from '../src/ui/theme';
import { ENDINGS, endingKeys } from '../variants/texts/endings';
import type { Flow } from '../variants/texts/flow-texts';
import { THANK_YOU, type ThankYouResult, type ThankYouWording } from './content/thank-you';
import { GPC_ATTRIBUTE } from '../services/gpc-notice-script';
import { GpcNotice } from './gpc-notice';
import { useLeadDelivery, type Delivery } from './lead-delivery';
import { SiteLayout } from './site-layout';
import { ThankYouEnding } from '../src/ui/reason-ending';

const FLOWS: Flow[] = ['accident', 'benefits', 'ticket'];
const RESULTS: ThankYouResult[] = ['pending', 'qualified', 'notMatched'];

const Section = styled.section({ maxWidth: 760, margin: '0 auto', padding: '48px 20px 64px' });
const Card = styled.div({
  padding: '28px 24px',
  borderRadius: 16,
  background: color.surface,
  boxShadow: '0 6px 24px rgba(15, 39, 71, 0.08)',
});
const Steps = styled.ol({
  margin: '20px 0 0',
  paddingLeft: 22,
  '& li': { marginBottom: 10 },
  '& li:last-child': { marginBottom: 0 },
});

/**
 * Every flow's wording for every result is in the HTML, hidden; the inline script names the visitor's on <html>
 * before the first paint, and only that one shows. Without scripts the page's own flow's "received" wording shows.
 */
const resultArea = (pageFlow: Flow) => ({
  '& > [data-wording]': { display: 'none' },
  // A lead made under Global Privacy Control goes to no buyer: no result's promise holds, the opted-out words do.
  [`html[${GPC_ATTRIBUTE}] &`]: { display: 'none' },
  // Until the lead is on the server, the page promises nothing: the delivery notice above says where it is.
  [`html[${LEAD_HELD_ATTRIBUTE}] &, html[${LEAD_UNKEPT_ATTRIBUTE}] &`]: { display: 'none' },
  [`html:not([${THANK_YOU_RESULT_ATTRIBUTE}]) & > [data-wording="${pageFlow}-pending"]`]: {
    display: 'block',
  },
  ...Object.fromEntries(
    [...FLOWS.flatMap((flow) => RESULTS.map((result) => `${flow}-${result}`)), ...endingKeys()].map((key) => [
      `html[${THANK_YOU_RESULT_ATTRIBUTE}="${key}"] & > [data-wording="${key}"]`,
      { display: 'block' },
    ]),
  ),
});

/** The words for a browser with Global Privacy Control on, shown from the first paint, with or without scripts. */
const optedOutArea = {
  display: 'none',
  [`html[${GPC_ATTRIBUTE}] &`]: { display: 'block' },
  // Until the lead is on the server, the delivery notice above speaks first, as for any result.
  [`html[${LEAD_HELD_ATTRIBUTE}][${GPC_ATTRIBUTE}] &, html[${LEAD_UNKEPT_ATTRIBUTE}][${GPC_ATTRIBUTE}] &`]: {
    display: 'none',
  },
};

/**
 * The delivery notice, first in the card so it is in view above the phone's call bar: shown from the first paint
 * where this browser held a lead as the page loaded, or was handed one it could not keep (the inline script says
 * which), and once that lead has been sent.
 */
const deliveryNotice = {
  display: 'none',
  margin: 0,
  fontSize: 18,
  fontWeight: 600,
  color: color.navy,
  [`html[${LEAD_HELD_ATTRIBUTE}] &, html[${LEAD_UNKEPT_ATTRIBUTE}] &, &[data-lead-delivery="sent"]`]: {
    display: 'block',
  },
  '&[data-lead-delivery="sent"]': { marginBottom: 16 },
  // Before the page's script runs, the inline script's attribute picks the words.
  '& > [data-words="unkept"]': { display: 'none' },
  [`html[${LEAD_UNKEPT_ATTRIBUTE}] & > [data-words="held"]`]: { display: 'none' },
  [`html[${LEAD_UNKEPT_ATTRIBUTE}] & > [data-words="unkept"]`]: { display: 'inline' },
};

function DeliveryWords({ delivery, words }: { delivery: Delivery; words: ThankYouWording['delivery'] }) {
  if (delivery === 'sent') return <>{words.sent}</>;
  if (delivery === 'unkept') return <>{words.unkept}</>;
  if (delivery === 'sending') return <>{words.sending}</>;
  // The prerendered page: both, for the inline script's attribute to choose.
  return (
    <>
      <span data-words="held">{words.sending}</span>
      <span data-words="unkept">{words.unkept}</span>
    </>
  );
}

/**
 * A thank-you page, in the language it was rendered in (its Spanish version answers lang=es), worded for the
 * visitor's flow and result. `flow` is the page's own (the ticket flow has a page of its own); the benefits flow,
 * which ends on the default page, says so in the query.
 */
export function ThankYouPage({ flow = 'accident' }: { flow?: Flow }) {
  const language = usePageLanguage();
  const words = THANK_YOU[language];
  const delivery = useLeadDelivery();
  return (
    <SiteLayout>
      <Section>
        <h1 css={{ margin: '0 0 16px', fontSize: 40, color: color.navy }}>{words.heading}</h1>
        {/* A lead made under Global Privacy Control goes to no buyer: the page says the signal was honoured. */}
        <GpcNotice />
        <Card>
          {/* The held words are in the HTML, so a held lead's notice shows before the page's script runs. */}
          <p data-lead-delivery={delivery} role="status" css={deliveryNotice}>
            <DeliveryWords delivery={delivery} words={words.delivery} />
          </p>
          <div css={optedOutArea} data-wording="opted-out">
            <h2 css={{ margin: '0 0 10px', fontSize: 22 }}>{words.optedOut.title}</h2>
            <p css={{ margin: 0, color: color.muted }}>{words.optedOut.text}</p>
          </div>
          <div css={resultArea(flow)} data-page-flow={flow}>
            {/* Only the prerendered page needs its text; the browser keeps the element as the HTML has it. */}
            <script
              dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? THANK_YOU_SCRIPT : '' }}
              suppressHydrationWarning
            />
            {FLOWS.flatMap((wordedFor) =>
              RESULTS.map((result) => (
                <div key={`${wordedFor}-${result}`} data-wording={`${wordedFor}-${result}`}>
                  <h2 css={{ margin: '0 0 10px', fontSize: 22 }}>{words.results[wordedFor][result].title}</h2>
                  <p css={{ margin: 0, color: color.muted }}>{words.results[wordedFor][result].text}</p>
                  {result !== 'notMatched' && (
                    <Steps>
                      {words.steps[wordedFor].map((step) => (
                        <li key={step}>{step}</li>
                      ))}
                    </Steps>
                  )}
                </div>
              )),
            )}
            {FLOWS.flatMap((endingFlow) =>
              Object.entries(ENDINGS[language][endingFlow]).map(([key, ending]) => (
                <div key={`${endingFlow}-ending-${key}`} data-wording={`${endingFlow}-ending-${key}`}>
                  <ThankYouEnding ending={ending} language={language} />
                </div>
              )),
            )}
          </div>
        </Card>
        <p css={{ marginTop: 24 }}>
          <a href="/">{words.home}</a>
        </p>
      </Section>
    </SiteLayout>
  );
}
