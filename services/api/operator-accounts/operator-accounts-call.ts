import type { Call } from '../call';
import type {
  AccountAdded,
  AccountList,
  ApiKeyList,
  ApiKeyMade,
  NewAccountBody,
  NewApiKeyBody,
  OperatorAccountView,
  RoleBody,
} from './operator-accounts-contract';

/** The admins' page of accounts and API keys. */
export const accountListCall: Call<undefined, AccountList> = {
  method: 'GET',
  path: '/api/operator-accounts',
};
export const addAccountCall: Call<NewAccountBody, AccountAdded> = {
  method: 'POST',
  path: '/api/operator-accounts',
};
export const accountRoleCall: Call<RoleBody, OperatorAccountView> = {
  method: 'POST',
  path: '/api/operator-accounts/:id/role',
};
/** Answered 204: the account and its sessions are gone. */
export const removeAccountCall: Call<undefined, null> = {
  method: 'POST',
  path: '/api/operator-accounts/:id/remove',
};
export const apiKeyListCall: Call<undefined, ApiKeyList> = { method: 'GET', path: '/api/api-keys' };
export const makeApiKeyCall: Call<NewApiKeyBody, ApiKeyMade> = { method: 'POST', path: '/api/api-keys' };
/** Answered 204. */
export const revokeApiKeyCall: Call<undefined, null> = { method: 'POST', path: '/api/api-keys/:id/revoke' };
