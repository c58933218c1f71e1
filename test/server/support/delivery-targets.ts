import type { DeliveryTarget } from '../../../server/storage/new-deliveries';

/** Destinations by name for a lead store, each taking duplicates as the default (`flag`) does. */
export function targets(...names: string[]): DeliveryTarget[] {
  return names.map((name) => ({ name, duplicates: 'flag' }));
}
