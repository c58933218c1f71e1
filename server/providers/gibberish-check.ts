import { z } from 'zod';
import { isGibberishText } from '../../guards/text-gibberish';
import { requestJson, withFallback, type ProviderError } from './http-client';
import type { ProviderBreaker } from './provider-breaker';

export interface GibberishCheck {
  isGibberish(text: string): Promise<boolean>;
}

/** The guards/ check: gibberish-detective's letter-pair model plus the product's heuristics. */
export function createEmbeddedGibberishCheck(): GibberishCheck {
  return { isGibberish: async (text) => isGibberishText(text) };
}

/** Services answer is_gibberish as a boolean or as yes/no. */
const gibberishAnswer = z.object({
  is_gibberish: z.union([z.boolean(), z.enum(['yes', 'no']).transform((value) => value === 'yes')]),
});

/** A gibberish service taking form data `text` (the spec's call); the embedded check when it fails. */
export function createHttpGibberishCheck(options: {
  url: string;
  timeoutMs: number;
  fallback: GibberishCheck;
  onFailure: (error: ProviderError) => void;
  breaker?: ProviderBreaker;
}): GibberishCheck {
  return {
    isGibberish: (text) =>
      withFallback(
        async () => {
          const answer = await requestJson({
            provider: 'gibberish',
            url: options.url,
            method: 'POST',
            body: new URLSearchParams({ text }),
            timeoutMs: options.timeoutMs,
          });
          const parsed = gibberishAnswer.safeParse(answer);
          if (!parsed.success) throw new Error('unreadable answer');
          return parsed.data.is_gibberish;
        },
        () => options.fallback.isGibberish(text),
        options.onFailure,
        options.breaker,
      ),
  };
}
