import type { SellingBuyer } from './buyers-file';

interface DeliveredTo {
  name: string;
  url: string;
}

/** A URL as two files would name one endpoint: its host's case, a default port and a last slash do not matter. */
function endpoint(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`;
  } catch {
    return url;
  }
}

/**
 * A buyer listed both as a destination of DELIVERY_CONFIG and as a buyer of SELLING_CONFIG is sent every lead
 * twice, once by each (docs/selling.md): the start is refused instead, naming both entries. The same endpoint, or
 * the same name, is taken for the same buyer.
 */
export function buyersInBothFiles(
  destinations: readonly DeliveredTo[],
  buyers: readonly SellingBuyer[],
): string[] {
  const byEndpoint = new Map(destinations.map((destination) => [endpoint(destination.url), destination]));
  const byName = new Map(destinations.map((destination) => [destination.name, destination]));
  const found: string[] = [];
  for (const buyer of buyers) {
    const urls = buyer.kind === 'post' ? [buyer.postUrl] : [buyer.pingUrl, buyer.postUrl];
    const twin =
      urls.map((url) => byEndpoint.get(endpoint(url))).find(Boolean) ??
      byName.get(buyer.id) ??
      byName.get(buyer.name);
    if (twin) found.push(`buyer ${buyer.id} is also the destination ${twin.name}`);
  }
  return found;
}
