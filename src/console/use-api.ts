import { useCallback, useEffect, useState } from 'react';
import { api, SignedOut } from './api';

export interface Loaded<T> {
  data: T | undefined;
  error: string | undefined;
  loading: boolean;
  reload: () => void;
}

/** GETs a path whenever it changes; `reload` asks again after a change. */
export function useApi<T>(path: string | undefined): Loaded<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(path !== undefined);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (path === undefined) return;
    let current = true;
    setLoading(true);
    api<T>(path).then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setError(undefined);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current || failure instanceof SignedOut) return;
        setError(failure instanceof Error ? failure.message : 'The request failed');
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [path, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { data, error, loading, reload };
}
