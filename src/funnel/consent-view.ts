import { CONSENT_TAP_FIELDS } from '../../guards/consent-tap';

declare const __BUILD_VERSION__: string | undefined;

/**
 * The page's report of the tap that gave consent (guards/consent-tap.ts), loaded only by a survey's last step:
 * measured when the button is pressed, kept until the lead is posted, which adds it beside the lead's fields.
 * It is the browser's word, and the receipt says so.
 */
let lastTap: Record<string, string> = {};

/** Whether the whole box is inside the visible viewport (pinch-zoom included) and has a size. */
function whollyInView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const viewport = window.visualViewport;
  const left = viewport?.offsetLeft ?? 0;
  const top = viewport?.offsetTop ?? 0;
  const width = viewport?.width ?? window.innerWidth;
  const height = viewport?.height ?? window.innerHeight;
  return (
    box.width > 0 &&
    box.height > 0 &&
    box.top >= top &&
    box.left >= left &&
    box.bottom <= top + height &&
    box.right <= left + width
  );
}

export function recordConsentTap(consent: Element | null): void {
  lastTap = {
    [CONSENT_TAP_FIELDS.pagePath]: window.location.pathname,
    [CONSENT_TAP_FIELDS.pageBuild]: typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : '',
    ...(consent ? { [CONSENT_TAP_FIELDS.inView]: whollyInView(consent) ? 'yes' : 'no' } : {}),
  };
}

/** The last tap's report, as lead fields; none before a tap. */
export function consentTapFields(): Record<string, string> {
  return { ...lastTap };
}
