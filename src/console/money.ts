/** Whole cents as dollars, the way a buyer's price reads: $45.00. */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const money = (cents: number) => dollars.format(cents / 100);
