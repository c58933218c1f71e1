import { setting, settings } from '../env-variable';
import { text } from './readers';

/** The lead platform's ids stamped on every /ingest lead (lp_campaign_id, lp_supplier_id, lp_key). */
export const INGEST_SETTINGS = settings({
  campaignId: setting(
    'INGEST_LP_CAMPAIGN_ID',
    '',
    text,
    'Lead-platform campaign id stored as `lp_campaign_id` on every contact-form (`POST /ingest`) lead.',
  ),
  supplierId: setting(
    'INGEST_LP_SUPPLIER_ID',
    '',
    text,
    'Lead-platform supplier id stored as `lp_supplier_id` on every contact-form lead.',
  ),
  key: setting('INGEST_LP_KEY', '', text, 'Lead-platform key stored as `lp_key` on every contact-form lead.'),
});
