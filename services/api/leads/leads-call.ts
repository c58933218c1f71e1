import type { Call } from '../call';
import type { ConsentReceiptAnswer, ConsentReceiptQuery } from './consent-receipt-contract';
import type {
  DailyLeads,
  DailyLeadsQuery,
  LeadDetail,
  LeadExportQuery,
  LeadList,
  LeadListQuery,
} from './leads-contract';

/** The operators' calls about leads, made by the console (src/console/pages/leads-page.tsx, lead-page.tsx). */
export const leadListCall: Call<LeadListQuery, LeadList> = { method: 'GET', path: '/api/leads' };
export const leadCall: Call<undefined, LeadDetail> = { method: 'GET', path: '/api/leads/:id' };
/** A download: the console links to it rather than fetching it. */
export const leadExportCall: Call<LeadExportQuery, string> = { method: 'GET', path: '/api/leads.csv' };
export const dailyLeadsCall: Call<DailyLeadsQuery, DailyLeads> = { method: 'GET', path: '/api/leads/daily' };
/** A lead's consent receipt; the console links to its HTML and PDF forms (`?format=`). */
export const consentReceiptCall: Call<ConsentReceiptQuery, ConsentReceiptAnswer> = {
  method: 'GET',
  path: '/api/leads/:id/consent-receipt',
};
