/**
 * What an operator may do, each role holding the ones before it: a `viewer` reads funnels, experiments and counts
 * (never a contact detail), a `member` also works the leads, their deliveries and returns, an `admin` also runs
 * the accounts, the API keys, the settings and erasure. Every operator route names the least role it needs.
 */
export const OPERATOR_ROLES = ['viewer', 'member', 'admin'] as const;

export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export function roleAllows(held: OperatorRole, needed: OperatorRole): boolean {
  return OPERATOR_ROLES.indexOf(held) >= OPERATOR_ROLES.indexOf(needed);
}

/** The roles that may call a route needing `needed`: what the OpenAPI document lists as the route's scopes. */
export function rolesAllowed(needed: OperatorRole): OperatorRole[] {
  return OPERATOR_ROLES.filter((role) => roleAllows(role, needed));
}

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}
