import { METER_BANDS, METER_MAX, type CompensationEstimate } from '../../guards/compensation-estimate';
import { localized } from '../../machines/step-kinds';
import type { Language } from '../../variants/routes/route-table';
import { SCREEN_TEXTS } from '../../variants/texts/screen-texts';

/** Shown with show-meter; styled in src/funnel/survey-flags.css, its height fixed, so a new estimate never moves the page. */
/**
 * Whole dollars with thousands separators, written out: the first toLocaleString of a page starts the browser's
 * number formatting, about 4 ms on a phone, inside the survey's hydration.
 */
export const dollars = (value: number) =>
  `$${String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

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
    <section data-part="meter" aria-labelledby="meter-title">
      <div data-part="meter-head">
        <h2 id="meter-title">{t(SCREEN_TEXTS.meterTitle)}</h2>
        <strong aria-live="polite">
          <span data-part="meter-label">{estimate.label}</span>
          <span data-part="meter-dollars">{bandRange(estimate.compLevel)}</span>
        </strong>
      </div>
      <div
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
      </div>
      <p>{t(SCREEN_TEXTS.meterNote)}</p>
    </section>
  );
}
