import type { CSSObject } from '@emotion/react';
import { useCallNumber } from './call-number';
import { color } from './theme';
import {
  ALL_STATES_LAW_PAGE,
  ENDING_CHROME,
  STATE_LAW_PAGES,
  type Ending,
  type EndingStep,
} from '../../variants/texts/endings';
import { ENDING_STATE_ATTRIBUTE } from '../../services/thank-you-script';

const next: CSSObject = {
  margin: '12px 0 0',
  paddingLeft: 22,
  '& li': { marginBottom: 10 },
  '& a': { color: color.navy, fontWeight: 600 },
};

/** Each state link is in the HTML; the thank-you script names the visitor's state on <html> and CSS shows its one. */
const STATE_LINKS = [...Object.entries(STATE_LAW_PAGES), ['other', ALL_STATES_LAW_PAGE]] as const;
const stateLink = (state: string) => ({
  display: 'none',
  [`html[${ENDING_STATE_ATTRIBUTE}="${state}"] &`]: { display: 'inline' },
  ...(state === 'other' ? { [`html:not([${ENDING_STATE_ATTRIBUTE}]) &`]: { display: 'inline' } } : {}),
});

function StepLink({ link }: { link: NonNullable<EndingStep['link']> }) {
  if (link.href !== 'state-laws') return <a href={link.href}>{link.label}</a>;
  return (
    <>
      {STATE_LINKS.map(([state, href]) => (
        <a key={state} href={href} css={stateLink(state)}>
          {link.label}
        </a>
      ))}
    </>
  );
}

/** The call line as a plain tel link in the text, with the number written out: the visitor can read or tap it. */
function CallLine({ language }: { language: 'en' | 'es' }) {
  const { dial, formatted } = useCallNumber();
  return (
    <li>
      {ENDING_CHROME[language].call} <a href={`tel:${dial}`}>{formatted}</a>
    </li>
  );
}

/** One ending: what the answer means, then what the visitor can do, the call line last. */
export function ThankYouEnding({ ending, language }: { ending: Ending; language: 'en' | 'es' }) {
  return (
    <>
      <h2 css={{ margin: '0 0 10px', fontSize: 22 }}>{ending.title}</h2>
      <p css={{ margin: 0, color: color.muted }}>{ending.meaning}</p>
      <h3 css={{ margin: '18px 0 0', fontSize: 17 }}>{ENDING_CHROME[language].nextHeading}</h3>
      <ul css={next}>
        {ending.next.map((step) => (
          <li key={step.text}>
            {step.text}
            {step.link ? (
              <>
                {' '}
                <StepLink link={step.link} />
              </>
            ) : null}
          </li>
        ))}
        <CallLine language={language} />
      </ul>
    </>
  );
}
