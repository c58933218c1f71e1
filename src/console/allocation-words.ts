/** What the experiments page says of how an experiment splits its new visitors (GET /api/analytics/experiments). */
export function allocationWords(
  allocation: { by: 'revenue-per-visitor'; floor_share: number } | null,
): string {
  if (!allocation) return 'New visitors are split by the weights.';
  const floor = `${Math.round(allocation.floor_share * 1000) / 10} %`;
  return (
    'New visitors are allocated by revenue per visitor: each arm gets its chance of earning the most per visitor ' +
    `over the last 30 days, never under ${floor}; the weights are the split until an arm has a sale.`
  );
}
