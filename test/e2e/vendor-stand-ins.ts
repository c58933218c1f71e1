import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Small stand-ins for the vendors' scripts, doing on the page what the real ones do: TrustedForm adds its hidden
 * `xxTrustedFormCertUrl` field, with the certificate's URL, to the page's forms; Jornaya's campaign script fills
 * the `leadid_token` input; Everflow's SDK defines `EF.click`, which calls home with the click's parameters and
 * resolves to a transaction id. Each answers a little late, as the real ones do, so the page must poll.
 */
export const STAND_IN_CERT_URL = 'https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567';
export const STAND_IN_LEADID = 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D';
export const STAND_IN_TRANSACTION_ID = 'ef0c1a2b3c4d5e6f7a8b9c0d1e2f3a4b';

const SCRIPTS: Record<string, string> = {
  '/trustedform.js': `setTimeout(function () {
    document.querySelectorAll('form').forEach(function (form) {
      var field = document.createElement('input');
      field.type = 'hidden';
      field.name = 'xxTrustedFormCertUrl';
      field.value = ${JSON.stringify(STAND_IN_CERT_URL)};
      form.appendChild(field);
    });
  }, 150);`,
  '/campaign/C0FFEE.js': `setTimeout(function () {
    document.getElementById('leadid_token').value = ${JSON.stringify(STAND_IN_LEADID)};
  }, 200);`,
  '/scripts/sdk/everflow.js': `setTimeout(function () {
    window.EF = {
      click: function (parameters) {
        return fetch(ORIGIN + '/clicks?' + new URLSearchParams(parameters), { mode: 'cors' })
          .then(function () { return ${JSON.stringify(STAND_IN_TRANSACTION_ID)}; });
      },
    };
  }, 100);`,
  '/other.js': 'window.__otherOriginRan = true;',
};

export interface VendorStandIns {
  origin: string;
  /** The query of every click Everflow's stand-in was called with. */
  clicks: URLSearchParams[];
  /** Every path asked for, with its query. */
  requests: string[];
  close(): Promise<void>;
}

export async function startVendorStandIns(port: number): Promise<VendorStandIns> {
  const clicks: URLSearchParams[] = [];
  const requests: string[] = [];
  let origin = '';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    requests.push(`${url.pathname}${url.search}`);
    response.setHeader('access-control-allow-origin', '*');
    if (url.pathname === '/clicks') {
      clicks.push(url.searchParams);
      response.end('{}');
      return;
    }
    const script = SCRIPTS[url.pathname];
    if (!script) {
      response.statusCode = 404;
      response.end();
      return;
    }
    response.setHeader('content-type', 'text/javascript');
    response.end(`var ORIGIN = ${JSON.stringify(origin)};\n${script}`);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    clicks,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
