import type { Language } from '../../variants/routes/route-table';
import { NATIVE_FORM_TEXTS as TEXTS } from '../../variants/texts/native-form-texts';
import { localized } from '../../machines/step-kinds';
import { type Localized } from '../../variants/steps/step-catalogue';
import { escapeHtml } from './form-page';

/**
 * The two pages the server writes itself for a survey's form posts: small, with no script, in the survey's
 * colours and language.
 */
const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f6fb;color:#1b2430;line-height:1.5}
main{max-width:560px;margin:0 auto;padding:40px 16px}
section{padding:24px;border-radius:16px;background:#fff;box-shadow:0 6px 24px rgba(15,39,71,.08)}
h1{margin:0 0 12px;font-size:28px;line-height:1.2;color:#0f2747}
p{margin:0 0 16px}
a{color:#0f2747;font-weight:700}
a.action{display:block;padding:14px 20px;border-radius:10px;background:#15803d;color:#fff;text-align:center;text-decoration:none;font-size:18px}
a.action:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`;

function page(language: Language, title: Localized, site: string, body: string): string {
  const t = (words: Localized) => escapeHtml(localized(words, language));
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${t(title)} | ${escapeHtml(site)}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main><section>${body}</section></main>
  </body>
</html>
`;
}

/** The lead is stored and the visitor is not matched: the partner's offer as a link, then the thank-you page. */
export function partnerOfferPage(language: Language, site: string, offer: string, thankYou: string): string {
  const t = (words: Localized) => escapeHtml(localized(words, language));
  return page(
    language,
    TEXTS.sentTitle,
    site,
    `<h1>${t(TEXTS.sentHeading)}</h1>
      <p>${t(TEXTS.partnerIntro)}</p>
      <p><a href="${escapeHtml(offer)}" target="_blank" rel="noopener" data-action="partner-offer">${t(TEXTS.partnerLink)}</a></p>
      <a class="action" href="${escapeHtml(thankYou)}" data-action="next">${t(TEXTS.continue)}</a>`,
  );
}

/** A posted page the server could not continue: start again, told whether the contact details were kept. */
export function outOfDatePage(
  language: Language,
  site: string,
  restart: string,
  detailsKept: boolean,
): string {
  const t = (words: Localized) => escapeHtml(localized(words, language));
  return page(
    language,
    TEXTS.outOfDateTitle,
    site,
    `<h1>${t(TEXTS.outOfDateHeading)}</h1>
      <p>${t(TEXTS.outOfDate)}</p>
      ${detailsKept ? `<p data-part="details-kept">${t(TEXTS.detailsKept)}</p>` : ''}
      <a class="action" href="${escapeHtml(restart)}" data-action="start-again">${t(TEXTS.startAgain)}</a>`,
  );
}
