import type { Device } from '../../services/api/analytics/funnel-filters';

export type { Device };

/**
 * Phone or desktop, from the User-Agent the session report came with: browsers put "Mobi" in a phone's user agent
 * (and the older ones name the phone), and leave it out on tablets, which get the desktop layout from 768 px up,
 * so a tablet counts as a desktop. '' when the report came without a user agent.
 */
export function deviceOf(userAgent: string | undefined): Device | '' {
  if (!userAgent) return '';
  return /Mobi|iPhone|iPod|Windows Phone|Android.+Mobile/i.test(userAgent) ? 'phone' : 'desktop';
}
