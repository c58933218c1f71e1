import { setting, settings } from '../env-variable';
import { optionalText, url } from './readers';

/** TrustedForm's certificate retention on delivery; undefined: not retained. */
export const TRUSTEDFORM_RETENTION_SETTINGS = settings({
  apiKey: setting(
    'TRUSTEDFORM_API_KEY',
    '',
    optionalText,
    "TrustedForm API key: before a lead's first delivery its certificate is retained (claimed) through TrustedForm's certificate API, waiting at most `PROVIDER_TIMEOUT_MS`, and the outcome (retained, failed and why, skipped) is stored with the lead; the lead is delivered whatever it is. Unset, certificates are not retained.",
  ),
  certificateBaseUrl: setting(
    'TRUSTEDFORM_CERT_BASE_URL',
    'https://cert.trustedform.com',
    url,
    "TrustedForm's certificate host, or a compatible service's: only a lead's certificate on this host is retained, and the key is sent nowhere else.",
  ),
}).transform(({ apiKey, certificateBaseUrl }) => (apiKey ? { apiKey, certificateBaseUrl } : undefined));
