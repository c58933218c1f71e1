/**
 * Global Privacy Control's notice: the CCPA regulations ask a site that honours the browser's opt-out signal to
 * show the visitor that it did. The notice is in the prerendered HTML of the pages where the visitor sees their
 * privacy choices (the Do-Not-Sell page, the thank-you pages), hidden; it shows when `<html>` carries
 * GPC_ATTRIBUTE. The server sets that attribute on the page it sends to a request carrying `Sec-GPC: 1`, so the
 * notice needs no JavaScript (server/site-pages/gpc-pages.ts); this inline script, just before the notice, sets it
 * too where the page's script sees `navigator.globalPrivacyControl`. A string, so the bytes in the page are the
 * bytes the server hashes into its Content-Security-Policy.
 */
export const GPC_ATTRIBUTE = 'data-gpc';
/** Marks the notice, and tells the server which pages carry one (their answer varies with Sec-GPC). */
export const GPC_NOTICE_ATTRIBUTE = 'data-gpc-notice';

export const GPC_NOTICE_SCRIPT = `navigator.globalPrivacyControl===true&&document.documentElement.setAttribute('${GPC_ATTRIBUTE}','')`;
