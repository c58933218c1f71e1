/**
 * The consent tap's measure (consent-view.ts) on the lazy path: a last step fetches it when it shows, and its
 * button measures the consent text with it when pressed. A chunk that cannot load costs the lead nothing.
 */
export const loadConsentView = () => import('./consent-view');

export function preloadConsentView(): void {
  loadConsentView().catch(() => undefined);
}

/** Measures the consent text at the tap; resolves once recorded, or at once when the measure cannot load. */
export function measureConsentTap(consent: Element | null): Promise<void> {
  return loadConsentView()
    .then(({ recordConsentTap }) => recordConsentTap(consent))
    .catch(() => undefined);
}
