import { setting, settings } from '../env-variable';
import { optionalText, optionalUrl } from './readers';

/** The consent-proof and click-tracking vendors and page scripts the pages load; each undefined when unset. */
export const LEAD_PROOF_SETTINGS = settings({
  trustedFormScriptUrl: setting(
    'TRUSTEDFORM_SCRIPT_URL',
    '',
    optionalUrl,
    "TrustedForm's script (`https://api.trustedform.com/trustedform.js`): every survey loads it after its first paint and the lead stores its certificate (`trusted_form_cert_url`, `trustedform_cert_url`, `trusted_form_cert_id`). Unset, it is not loaded.",
  ),
  jornayaCampaignId: setting(
    'JORNAYA_CAMPAIGN_ID',
    '',
    optionalText,
    'Jornaya LeadiD campaign id; with `JORNAYA_SCRIPT_URL` (both or neither, checked at start).',
  ),
  jornayaScriptUrl: setting(
    'JORNAYA_SCRIPT_URL',
    '',
    optionalUrl,
    "Jornaya's campaign script (`https://create.lidstatic.com/campaign/<id>.js`): loaded after the first paint, the lead stores its token (`leadid_token`, `jornaya_leadid`). Unset, it is not loaded.",
  ),
  everflowSdkUrl: setting(
    'EVERFLOW_SDK_URL',
    '',
    optionalUrl,
    "Everflow's SDK on the tracking domain (`https://<domain>/scripts/sdk/everflow.js`): loaded after the first paint, its click's transaction id is written into the URL as `_ef_transaction_id` and stored as `ef_transaction_id`. Unset, it is not loaded.",
  ),
  adPixel: setting(
    'AD_PIXEL_URL',
    '',
    optionalUrl,
    'An ad pixel script: loaded as a visitor with affid `389` leaves the first step of `/survey/v4` and `/survey/v7`. Unset, it is not loaded.',
  ),
  identityPixel: setting(
    'IDENTITY_PIXEL_URL',
    '',
    optionalUrl,
    "An identity pixel script: loaded as a visitor answers the quiz's HowWasUserHurt. Unset, it is not loaded.",
  ),
  injuryPixel: setting(
    'INJURY_PIXEL_URL',
    '',
    optionalUrl,
    'A tracking pixel script: loaded when a visitor of `/survey/v4` or `/survey/v7` answers that they were hurt. Unset, it is not loaded.',
  ),
  ticketPixel: setting(
    'TICKET_PIXEL_URL',
    '',
    optionalUrl,
    'A tracking pixel script: loaded as the ticket flow starts. Unset, it is not loaded.',
  ),
  mediaLoader: setting(
    'MEDIA_LOADER_URL',
    '',
    optionalUrl,
    'A media script loader: loaded at the start of every survey, after its first paint. Unset, it is not loaded.',
  ),
}).transform(
  ({ trustedFormScriptUrl, jornayaCampaignId, jornayaScriptUrl, everflowSdkUrl, ...pageScripts }) => {
    if (Boolean(jornayaCampaignId) !== Boolean(jornayaScriptUrl)) {
      throw new Error('JORNAYA_CAMPAIGN_ID and JORNAYA_SCRIPT_URL are set together or not at all');
    }
    return {
      trustedFormScriptUrl,
      jornaya:
        jornayaCampaignId && jornayaScriptUrl
          ? { campaignId: jornayaCampaignId, scriptUrl: jornayaScriptUrl }
          : undefined,
      everflowSdkUrl,
      pageScripts,
    };
  },
);
