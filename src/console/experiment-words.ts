/** What the experiments page says of an experiment's arms (its verdict from GET /api/analytics/experiments). */
export function experimentWords({
  leading_arm: leader,
  decided,
  visitors_needed: needed,
  visitors,
}: {
  leading_arm: string | null;
  decided: boolean;
  visitors_needed: number | null;
  /** Visitors over all the arms. */
  visitors: number;
}): string {
  if (visitors === 0) return 'No visitors yet.';
  if (decided && leader) return `${leader} wins: its 95 % interval is above every other arm’s.`;
  if (!leader) return 'No winner yet: the arms convert alike so far.';
  const more =
    needed === null
      ? 'the difference is too small to tell at any number of visitors within reach'
      : `about ${needed.toLocaleString('en-US')} more visitors at today’s rates would tell`;
  return `No winner yet: ${leader} converts best so far, but the intervals overlap; ${more}.`;
}
