import type { PageHookName } from '../../variants/definition';

/** The affiliate whose traffic the ad pixel is for (spec section 7: it loads only when affid is '389'). */
export const AD_PIXEL_AFFID = '389';

/**
 * The third-party script a hook loads is configured per deployment as `<meta name="<hook>-src" content="url">`
 * in the page; without it the hook does nothing, so nothing from a third party loads unless an operator asked.
 */
function configuredScript(hook: PageHookName): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${hook}-src"]`)?.content || undefined;
}

function loadScriptOnce(src: string): void {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.append(script);
}

/** Runs a page hook a variant names on one of its transitions. */
export function runPageHook(hook: PageHookName, tracking: Readonly<Record<string, string>>): void {
  if (hook === 'adPixel' && tracking.affid !== AD_PIXEL_AFFID) return;
  const src = configuredScript(hook);
  if (src) loadScriptOnce(src);
}
