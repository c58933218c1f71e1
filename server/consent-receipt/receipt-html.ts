import type { ReceiptDocument } from './receipt-sections';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/**
 * The one-page receipt as HTML, made on the server with no script: it reads on a phone at 375 px (long values
 * such as the digest and the user agent break anywhere) and prints on one page.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b2733;background:#f4f6f8}
main{max-width:44rem;margin:0 auto;padding:16px;background:#fff}
h1{font-size:1.35rem;line-height:1.3;margin:0 0 12px;color:#0b2545;overflow-wrap:anywhere}
h2{font-size:1.05rem;margin:20px 0 6px;color:#0b2545}
blockquote{margin:0;padding:12px 14px;border-left:4px solid #0b2545;background:#eef2f6;white-space:pre-wrap}
dl{margin:0;display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:4px 12px}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
code{font:0.95em/1.4 ui-monospace,Menlo,Consolas,monospace}
@media (max-width:30rem){dl{grid-template-columns:1fr}dd{margin-bottom:6px}}
@media print{body{background:#fff}main{padding:0}}
`;

export function receiptHtml(document: ReceiptDocument): string {
  const sections = document.sections
    .map(
      (section) =>
        `<section><h2>${escaped(section.title)}</h2><dl>${section.rows
          .map(([label, value]) => `<dt>${escaped(label)}</dt><dd>${escaped(value)}</dd>`)
          .join('')}</dl></section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escaped(document.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escaped(document.title)}</h1>
<section><h2>The disclosure as shown</h2><blockquote${document.language ? ` lang="${escaped(document.language)}"` : ''}>${escaped(document.disclosure)}</blockquote></section>
${sections}
</main>
</body>
</html>
`;
}
