import createCache, { type EmotionCache } from '@emotion/cache';
import type { EmotionCriticalToChunks } from '@emotion/server/create-instance';

/** One key on both sides, so the browser adopts the prerendered style tags instead of writing them again. */
export const EMOTION_KEY = 'c';

/** Names the rules of a prerendered page's own style tag; an attribute Emotion's hydration does not look for. */
const PRERENDERED_RULES = 'data-prerendered-rules';

export function createEmotionCache() {
  return createCache({ key: EMOTION_KEY });
}

/**
 * The style tags of a prerendered page. Emotion would hydrate its own tags by moving each to the end of the head
 * (and its default cache moves them once more as it loads), and each move of a style sheet makes the browser
 * recalculate the style of the whole page: 10 ms of a phone's main thread at a time on the home page. So the page's
 * rules are named in an attribute of our own (the browser's cache learns them from it and leaves the tag where it
 * is), and the global styles' tag says it is placed already (`data-s`) for the default cache to pass it over.
 */
export function prerenderedStyleTags(critical: EmotionCriticalToChunks): string {
  return critical.styles
    .map(({ key, ids, css }) =>
      key === EMOTION_KEY
        ? `<style ${PRERENDERED_RULES}="${ids.join(' ')}">${css}</style>`
        : `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`,
    )
    .join('');
}

/** The browser's cache on a prerendered page: its rules counted as written, its tag kept in place as the first. */
export function createPrerenderedPageCache(document: Document): EmotionCache {
  const cache = createEmotionCache();
  for (const tag of document.querySelectorAll<HTMLStyleElement>(`style[${PRERENDERED_RULES}]`)) {
    for (const name of tag.getAttribute(PRERENDERED_RULES)!.split(' ')) if (name) cache.inserted[name] = true;
    cache.sheet.tags.push(tag);
  }
  return cache;
}

/** Whether the page came with its global styles: a prerendered page did, in a tag of their own. */
export function hasPrerenderedGlobalStyles(document: Document): boolean {
  return document.querySelector(`style[data-emotion^="${EMOTION_KEY}-global "]`) !== null;
}
