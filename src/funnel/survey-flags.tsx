import { createContext, useEffect, useState } from 'react';
import { pageFlags, type FlagSettings, type PageFlags } from '../../variants/page-flags';
import { useServerRenderedFunnel } from './native-form';

const FlagsContext = createContext<PageFlags>(pageFlags(undefined, ''));

export const SurveyFlagsProvider = FlagsContext.Provider;

/**
 * The page's flags: the route row's while the prerendered page hydrates (the HTML was built from them, and the
 * pre-paint script has already laid the query's over the root's attributes), then the row's and the query's.
 */
export function usePageFlags(row: FlagSettings | undefined): PageFlags {
  // A page the server renders knows the landing query, and shows its flags without a script.
  const query = useServerRenderedFunnel()?.query ?? '';
  const [flags, setFlags] = useState(() => pageFlags(row, query));
  useEffect(() => setFlags(pageFlags(row, window.location.search)), [row]);
  return flags;
}
