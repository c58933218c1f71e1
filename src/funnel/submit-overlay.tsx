import type { CSSObject } from '@emotion/react';
import { Spinner } from '../ui/spinner';
import { color } from '../ui/theme';

const backdrop: CSSObject = {
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'grid',
  placeItems: 'center',
  padding: 24,
  background: 'rgba(15, 39, 71, 0.88)',
};

const card: CSSObject = {
  maxWidth: 420,
  padding: '32px 28px',
  borderRadius: 16,
  background: color.surface,
  color: color.ink,
  textAlign: 'center',
  boxShadow: '0 20px 50px rgba(0,0,0,0.3)',
  '& p': { margin: '14px 0 0' },
};

/** Covers the screen while the last step posts, so nothing can be tapped twice; no spinner once nothing is sending. */
export function SubmitOverlay({
  title,
  detail,
  busy = true,
}: {
  title: string;
  detail: string;
  busy?: boolean;
}) {
  return (
    <div css={backdrop} data-testid="submit-overlay" role="status" aria-live="polite">
      <div css={card}>
        {busy && <Spinner size={44} css={{ color: color.action }} aria-hidden="true" />}
        <p css={{ fontSize: 20, fontWeight: 700 }}>{title}</p>
        <p css={{ color: color.muted }}>{detail}</p>
      </div>
    </div>
  );
}
