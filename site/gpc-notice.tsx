import { GPC_ATTRIBUTE, GPC_NOTICE_ATTRIBUTE, GPC_NOTICE_SCRIPT } from '../services/gpc-notice-script';
import { usePageLanguage } from '../src/ui/page-language';
import { color } from '../src/ui/theme';
import { GPC_NOTICE } from './content/gpc-notice';

const notice = {
  display: 'none',
  margin: '0 0 20px',
  padding: '12px 16px',
  borderLeft: `4px solid ${color.action}`,
  borderRadius: 6,
  background: '#f0fdf4',
  color: color.ink,
  fontSize: 16,
  fontWeight: 600,
  [`html[${GPC_ATTRIBUTE}] &`]: { display: 'block' },
};

/**
 * "Your opt-out preference signal was honored", shown to a browser with Global Privacy Control on and to no other
 * (services/gpc-notice-script.ts says how, with and without JavaScript). Hidden by CSS until then, so the page's
 * HTML is the same for every visitor and hydration never disagrees with it.
 */
export function GpcNotice() {
  const words = GPC_NOTICE[usePageLanguage()];
  return (
    <>
      {/* Only the prerendered page needs its text; the browser keeps the element as the HTML has it. */}
      <script
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? GPC_NOTICE_SCRIPT : '' }}
        suppressHydrationWarning
      />
      <p {...{ [GPC_NOTICE_ATTRIBUTE]: '' }} css={notice}>
        {words}
      </p>
    </>
  );
}
