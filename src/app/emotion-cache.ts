import createCache from '@emotion/cache';

/** One key on both sides, so the browser adopts the prerendered style tags instead of writing them again. */
export const EMOTION_KEY = 'c';

export function createEmotionCache() {
  return createCache({ key: EMOTION_KEY });
}
