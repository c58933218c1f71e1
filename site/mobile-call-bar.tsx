import styled from '@emotion/styled';
import { useCallNumber } from '../src/ui/call-number';
import { usePageLanguage } from '../src/ui/page-language';
import { color, focusRing } from '../src/ui/theme';
import { SITE_CHROME } from './content/site-chrome';
import { media, site } from './site-theme';

const Bar = styled.a({
  display: 'none',
  [media.phone]: {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 30,
    height: site.mobileCallBarHeight,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 6,
    // Tabular digits keep the centred text still when the tracked number replaces the default.
    fontVariantNumeric: 'tabular-nums',
    background: color.action,
    color: '#fff',
    fontWeight: 800,
    fontSize: 17,
    textDecoration: 'none',
    boxShadow: '0 -2px 10px rgba(0, 0, 0, 0.18)',
    '&:focus-visible': { ...focusRing, outlineOffset: -4 },
  },
});
/** Keeps the end of the page clear of the fixed bar. */
const Spacer = styled.div({
  display: 'none',
  [media.phone]: { display: 'block', height: site.mobileCallBarHeight },
});

/** The fixed click-to-call bar under 768 px: "Click to Call |" (in the page's language) and the number. */
export function MobileCallBar() {
  const { dial, formatted } = useCallNumber();
  const words = SITE_CHROME[usePageLanguage()];
  return (
    <>
      <Spacer />
      <Bar href={`tel:${dial}`} data-testid="mobile-call-bar">
        <span>{words.clickToCall}</span>
        <span>{formatted}</span>
      </Bar>
    </>
  );
}
