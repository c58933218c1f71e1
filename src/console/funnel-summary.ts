import type { FunnelStats } from './types';

/**
 * The funnels page's first sentence: sessions, posted leads and their share, and how many of those leads were
 * stored unreplayed (answers the funnel could not have given: kept, but sent to no buyer by default).
 */
export function funnelSummary(
  variant: string,
  { sessions, submitted, unreplayed }: Pick<FunnelStats, 'sessions' | 'submitted' | 'unreplayed'>,
): string {
  const share = sessions > 0 ? Number(((submitted / sessions) * 100).toFixed(1)) : 0;
  const kept =
    unreplayed === 0
      ? ''
      : `, of which ${unreplayed} ${unreplayed === 1 ? 'was' : 'were'} stored unreplayed (answers the funnel could not have given)`;
  return `${variant}: ${sessions} sessions, ${submitted} posted a lead (${share} %)${kept}.`;
}
