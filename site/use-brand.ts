import { useSiteConfig } from '../src/ui/site-config';

/** Content is written with `{site}` for the brand; this fills it in with SITE_NAME. */
export function useBrand(): (text: string) => string {
  const { name } = useSiteConfig();
  return (text) => text.replaceAll('{site}', name);
}
