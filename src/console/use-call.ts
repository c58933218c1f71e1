import { useCallback, useEffect, useState } from 'react';
import type { AnswerOf, Call } from '../../services/api/call';
import { askAt, SignedOut, urlOf, type Asking } from './api';

export interface Loaded<T> {
  data: T | undefined;
  error: string | undefined;
  loading: boolean;
  reload: () => void;
}

/** Makes a GET call whenever its parameters or query change; `reload` asks again after a change. */
export function useCall<C extends Call>(call: C, asking: Omit<Asking<C>, 'body'> = {}): Loaded<AnswerOf<C>> {
  const [data, setData] = useState<AnswerOf<C>>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  // The URL stands for the call and what it asks: the effect runs again when it changes, not on each render.
  const url = urlOf(call, asking);
  useEffect(() => {
    let current = true;
    setLoading(true);
    askAt(call, url).then(
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
  }, [call, url, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { data, error, loading, reload };
}
