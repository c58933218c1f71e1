import { z } from 'zod';
import { STATE_LAW_SETS } from '../../guards/statute-of-limitations';
import { setting, settings } from '../env-variable';
import { commaList } from './readers';

const lawSet = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(STATE_LAW_SETS, `must be one of ${STATE_LAW_SETS.join(', ')}`));

/** Which per-state rules the server follows (guards/state-rules.ts), and who may have health data. */
export const STATE_RULE_SETTINGS = settings({
  stateLaw: setting(
    'STATE_RULES',
    'spec',
    lawSet,
    "Which statute-of-limitations table decides `accident_limit_exceeded`: `spec`, the product's agreed table (what the survey page itself reads), or `current`, the law in force on the accident's day as `guards/state-rules.ts` records it (Florida's two years since 2023-03-24, Louisiana's two since 2024-07-01, …). The server's verdict is the stored one either way. See [state rules](state-rules.md); counsel reviews the file before `current` is relied on.",
  ),
  healthDataBuyers: setting(
    'HEALTH_DATA_BUYERS',
    '',
    commaList,
    "Delivery destinations (their names in `DELIVERY_CONFIG`), comma-separated, that the visitor's signed health-data authorization names as buyers: a lead from a state whose health-data rule is `authorization` (Washington) goes only to these, and its delivery to any other is recorded as `withheld` with the reason. Unset, such leads go to no destination. See [state rules](state-rules.md#health-data).",
  ),
});
