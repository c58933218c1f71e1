import type { Migration } from 'kysely';
import { migration as m0001 } from './0001_create_leads';
import { migration as m0002 } from './0002_create_notifications_and_email_failures';
import { migration as m0003 } from './0003_create_privacy_requests';
import { migration as m0004 } from './0004_add_lead_validation_issues';
import { migration as m0005 } from './0005_create_deliveries';
import { migration as m0006 } from './0006_create_sessions';
import { migration as m0007 } from './0007_create_phone_verification';
import { migration as m0008 } from './0008_create_operator_console';
import { migration as m0009 } from './0009_create_certificate_retentions';
import { migration as m0010 } from './0010_add_identity';
import { migration as m0011 } from './0011_add_lead_recovered_from';
import { migration as m0012 } from './0012_add_session_traffic';
import { migration as m0013 } from './0013_create_alert_states';
import { migration as m0014 } from './0014_add_lead_sources_and_trail';
import { migration as m0015 } from './0015_create_consent_receipts';
import { migration as m0017 } from './0017_create_consent_revocations';
import { migration as m0019 } from './0019_create_credential_failures';
import { migration as m0020 } from './0020_create_operator_accounts';
import { migration as m0021 } from './0021_create_sales';
import { migration as m0022 } from './0022_create_auctions';
import { migration as m0024 } from './0024_add_totp_last_step';
import { migration as m0025 } from './0025_create_lead_returns';
import { migration as m0027 } from './0027_add_auction_path';
import { migration as m0028 } from './0028_add_lead_bought_cents';
import { migration as m0029 } from './0029_partial_duplicate_index';
import { migration as m0030 } from './0030_repeats_by_person';

/**
 * The schema's history, oldest first; each name is the one recorded in the database's migration table, so a
 * name never changes. Append a new migration as the next numbered file and a line here; never edit one that has
 * run somewhere. A migration sees the database as it was then (`Kysely<unknown>`), not as `DatabaseSchema`
 * describes it now.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_create_leads': m0001,
  '0002_create_notifications_and_email_failures': m0002,
  '0003_create_privacy_requests': m0003,
  '0004_add_lead_validation_issues': m0004,
  '0005_create_deliveries': m0005,
  '0006_create_sessions': m0006,
  '0007_create_phone_verification': m0007,
  '0008_create_operator_console': m0008,
  '0009_create_certificate_retentions': m0009,
  '0010_add_identity': m0010,
  '0011_add_lead_recovered_from': m0011,
  '0012_add_session_traffic': m0012,
  '0013_create_alert_states': m0013,
  '0014_add_lead_sources_and_trail': m0014,
  '0015_create_consent_receipts': m0015,
  '0017_create_consent_revocations': m0017,
  '0019_create_credential_failures': m0019,
  '0020_create_operator_accounts': m0020,
  '0021_create_sales': m0021,
  '0022_create_auctions': m0022,
  '0024_add_totp_last_step': m0024,
  '0025_create_lead_returns': m0025,
  '0027_add_auction_path': m0027,
  '0028_add_lead_bought_cents': m0028,
  '0029_partial_duplicate_index': m0029,
  '0030_repeats_by_person': m0030,
};
