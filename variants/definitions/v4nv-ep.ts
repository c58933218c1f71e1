import { defineVariant } from '../variant-definition';
import v4nv from './v4nv';

/**
 * v4nvEp (/survey/v4nv-ep): the spec names it in the v4 family but describes no difference from v4nv, so it asks
 * exactly the v4nv questions; it exists as its own variant for its own offer (196) and its own drop-off reports.
 */
export default defineVariant({ ...v4nv, id: 'v4nv-ep', title: 'Survey v4nvEp' });
