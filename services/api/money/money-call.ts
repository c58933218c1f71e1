import type { Call } from '../call';
import type { Money, MoneyQuery } from './money-contract';

/** The money of the sales made in a range, by buyer, source and variant (src/console/pages/money-page.tsx). */
export const moneyCall: Call<MoneyQuery, Money> = { method: 'GET', path: '/api/money' };
