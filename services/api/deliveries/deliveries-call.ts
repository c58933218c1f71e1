import type { Call } from '../call';
import type {
  BulkRetryAnswer,
  BulkRetryBody,
  Delivery,
  DeliveryListQuery,
  DeliveryPage,
} from './deliveries-contract';

/** The operators' calls about deliveries, made by the console (src/console/pages/deliveries-page.tsx). */
export const deliveryListCall: Call<DeliveryListQuery, DeliveryPage> = {
  method: 'GET',
  path: '/api/deliveries',
};
/** Answers 202 with the delivery queued again, or 409 when it was delivered, suppressed or withheld. */
export const deliveryRetryCall: Call<undefined, Delivery> = {
  method: 'POST',
  path: '/api/deliveries/:id/retry',
};
export const bulkRetryCall: Call<BulkRetryBody, BulkRetryAnswer> = {
  method: 'POST',
  path: '/api/deliveries/retry',
};
