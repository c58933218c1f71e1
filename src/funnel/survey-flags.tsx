import { createContext, useEffect, useState } from 'react';
import { pageFlags, type FlagSettings, type PageFlags } from '../../variants/routes/page-flags';
import { useServerRenderedFunnel } from './native-form';

const FlagsContext = createContext<PageFlags>(pageFlags(undefined, ''));

export const SurveyFlagsProvider = FlagsContext.Provider;

/**
 * The page's flags: the route row's while the prerendered page hydrates (the HTML was built from them, and the
 * pre-paint script has already laid the query's over the root's attributes), then the row's and the query's. The
 * same flags keep the same object, so a page without flags in its query renders nothing again after hydrating.
 */
export function usePageFlags(row: FlagSettings | undefined): PageFlags {
  // A page the server renders knows the landing query, and shows its flags without a script.
  const query = useServerRenderedFunnel()?.query ?? '';
  const [flags, setFlags] = useState(() => pageFlags(row, query));
  useEffect(() => {
    const given = pageFlags(row, window.location.search);
    setFlags((shown) => (sameFlags(shown, given) ? shown : given));
  }, [row]);
  return flags;
}

function sameFlags(one: PageFlags, other: PageFlags): boolean {
  return (
    one.theme === other.theme &&
    one.logo === other.logo &&
    one.font === other.font &&
    one.progressStyle === other.progressStyle &&
    one.on.join(' ') === other.on.join(' ')
  );
}
