import styled from '@emotion/styled';
import { METER_BANDS, METER_MAX, type CompensationEstimate } from '../../guards/compensation-estimate';
import { localized } from '../../variants/step-catalogue';
import type { Language } from '../../variants/route-table';
import { SCREEN_TEXTS } from '../../variants/screen-texts';
import { breakpoint, color, size } from '../ui/theme';

/** Shown with show-meter (public/survey-flags.css); its height is fixed, so a new estimate never moves the page. */
const Panel = styled.section({
  maxWidth: size.questionMaxWidth,
  margin: '14px auto 0',
  padding: '10px 14px',
  borderRadius: 12,
  background: color.surface,
  border: `1px solid ${color.line}`,
});
const Head = styled.div({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: 8,
  height: 22,
  fontSize: 14,
  overflow: 'hidden',
  '& h2': { margin: 0, fontSize: 14, color: color.muted, fontWeight: 600 },
  '& strong': { color: color.navy, whiteSpace: 'nowrap' },
});
const Blocks = styled.div({
  display: 'grid',
  gridTemplateColumns: `repeat(${METER_BANDS.length}, 1fr)`,
  alignItems: 'end',
  gap: 4,
  height: 28,
  marginTop: 6,
  '& span': {
    borderRadius: 3,
    background: color.track,
    transition: 'background 300ms',
    [breakpoint.reducedMotion]: { transition: 'none' },
  },
  '& span[data-filled]': { background: color.action },
});
const Note = styled.p({ margin: '4px 0 0', fontSize: 12, color: color.muted });

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

/** The band's dollar range (dollar-range) or its label: the spec's two ways to show the estimate. */
function bandRange(level: number): string {
  const band = METER_BANDS[level - 1]!;
  const from = level === 1 ? 0 : METER_BANDS[level - 2]!.upTo + 1;
  return `${dollars(from)}–${dollars(band.upTo)}`;
}

export function CompensationMeter({
  estimate,
  language,
}: {
  estimate: CompensationEstimate;
  language: Language;
}) {
  const t = (text: { en: string; es?: string }) => localized(text, language);
  return (
    <Panel data-part="meter" aria-labelledby="meter-title">
      <Head>
        <h2 id="meter-title">{t(SCREEN_TEXTS.meterTitle)}</h2>
        <strong aria-live="polite">
          <span data-part="meter-label">{estimate.label}</span>
          <span data-part="meter-dollars">{bandRange(estimate.compLevel)}</span>
        </strong>
      </Head>
      <Blocks
        role="meter"
        aria-labelledby="meter-title"
        aria-valuemin={0}
        aria-valuemax={METER_MAX}
        aria-valuenow={estimate.value}
        aria-valuetext={`${estimate.label}, ${dollars(estimate.value)}`}
        data-level={estimate.compLevel}
      >
        {METER_BANDS.map((band) => (
          <span
            key={band.level}
            data-filled={band.level <= estimate.compLevel ? '' : undefined}
            style={{ height: `${30 + band.level * 10}%` }}
          />
        ))}
      </Blocks>
      <Note>{t(SCREEN_TEXTS.meterNote)}</Note>
    </Panel>
  );
}
