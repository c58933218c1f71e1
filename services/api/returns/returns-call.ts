import type { Call } from '../call';
import type {
  BuyerReturnBody,
  FiledReturn,
  LeadReturn,
  OperatorReturnBody,
  ReturnDecisionBody,
  ReturnList,
  ReturnListQuery,
} from './returns-contract';

/**
 * A buyer's calls (its own return token as `Authorization: Bearer …`, docs/selling.md#returns): return a lead it
 * bought, inside its window, with a reason; read a return's state. Each answers the return with its evidence pack.
 */
export const buyerReturnCall: Call<BuyerReturnBody, FiledReturn> = {
  method: 'POST',
  path: '/api/buyer-returns',
};
export const buyerReturnStateCall: Call<undefined, FiledReturn> = {
  method: 'GET',
  path: '/api/buyer-returns/:id',
};

/** The operators' calls, made by the console's lead page (src/console/lead-sales.tsx). */
export const returnListCall: Call<ReturnListQuery, ReturnList> = { method: 'GET', path: '/api/returns' };
export const returnCall: Call<undefined, FiledReturn> = { method: 'GET', path: '/api/returns/:id' };
/** Approve (the sale's money is reversed) or reject a return that waits for an operator. */
export const returnDecisionCall: Call<ReturnDecisionBody, LeadReturn> = {
  method: 'POST',
  path: '/api/returns/:id/decision',
};
/** A return a buyer asked for by other means (a call, an e-mail), filed by an operator on its behalf. */
export const operatorReturnCall: Call<OperatorReturnBody, FiledReturn> = {
  method: 'POST',
  path: '/api/leads/:id/returns',
};
