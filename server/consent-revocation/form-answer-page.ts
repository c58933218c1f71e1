import { escapeHtml } from '../survey-forms/form-page';

/**
 * The page the server writes for the revoke-consent form posted without JavaScript: the revocation received and
 * the date it is honoured by, or which field to fix. Small, with no script, in the form's language.
 */
export type FormLanguage = 'en' | 'es';

const WORDS = {
  en: {
    receivedTitle: 'Revocation received',
    received: (date: string) =>
      `We have recorded that you revoke your consent to calls and texts. We have stopped texting you and sending your details to anyone, and we have told the participating attorneys and partners who received them. They must stop by ${date} at the latest.`,
    fixTitle: 'Please check the form',
    fix: 'We could not record your request:',
    back: 'Back to the form',
    home: 'Home page',
  },
  es: {
    receivedTitle: 'Revocación recibida',
    received: (date: string) =>
      `Registramos que usted revoca su consentimiento a llamadas y mensajes de texto. Dejamos de enviarle mensajes y de enviar sus datos a cualquier persona, y avisamos a los abogados y socios participantes que los recibieron. Deben dejar de hacerlo a más tardar el ${date}.`,
    fixTitle: 'Por favor revise el formulario',
    fix: 'No pudimos registrar su solicitud:',
    back: 'Volver al formulario',
    home: 'Página principal',
  },
} as const;

const FIELD_NAMES = {
  en: { email: 'E-mail', phone: 'Phone' },
  es: { email: 'Correo electrónico', phone: 'Teléfono' },
} as const;

/** The server's messages are English; the Spanish page says what each field needs in its own words. */
const SPANISH_PROBLEMS: Record<string, string> = {
  email: 'escriba un correo electrónico válido, o el teléfono que usó',
  phone: 'debe tener 10 dígitos',
};

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f6fb;color:#1b2430;line-height:1.5}
main{max-width:560px;margin:0 auto;padding:40px 16px}
section{padding:24px;border-radius:16px;background:#fff;box-shadow:0 6px 24px rgba(15,39,71,.08)}
h1{margin:0 0 12px;font-size:28px;line-height:1.2;color:#0f2747}
p,ul{margin:0 0 16px}
a{color:#0f2747;font-weight:700}
a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`;

function page(language: FormLanguage, site: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)} | ${escapeHtml(site)}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main><section>${body}</section></main>
  </body>
</html>
`;
}

export function revocationReceivedPage(language: FormLanguage, site: string, honourBy: string): string {
  const words = WORDS[language];
  return page(
    language,
    site,
    words.receivedTitle,
    `<h1 data-testid="revocation-received">${escapeHtml(words.receivedTitle)}</h1>
      <p>${escapeHtml(words.received(honourBy))}</p>
      <p><a href="/">${escapeHtml(words.home)}</a></p>`,
  );
}

export function revocationFixPage(
  language: FormLanguage,
  site: string,
  formPath: string,
  problems: readonly { field: string; message: string }[],
): string {
  const words = WORDS[language];
  const names: Record<string, string> = FIELD_NAMES[language];
  const items = problems
    .map(({ field, message }) => {
      const said = language === 'es' ? (SPANISH_PROBLEMS[field] ?? message) : message;
      return `<li data-field="${escapeHtml(field)}">${escapeHtml(names[field] ?? field)}: ${escapeHtml(said)}</li>`;
    })
    .join('');
  return page(
    language,
    site,
    words.fixTitle,
    `<h1>${escapeHtml(words.fixTitle)}</h1>
      <p role="alert">${escapeHtml(words.fix)}</p>
      <ul>${items}</ul>
      <p><a href="${escapeHtml(formPath)}">${escapeHtml(words.back)}</a></p>`,
  );
}
