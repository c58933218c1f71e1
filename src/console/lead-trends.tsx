import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dailyLeadsCall } from '../../services/api/leads/leads-call';
import type { DailyLeads } from '../../services/api/leads/leads-contract';
import { useCall } from './use-call';

export type { DailyLeads };

const SPANS = [7, 30, 90, 365] as const;
const DAY_MS = 86_400_000;
const CHART_HEIGHT = 220;

/**
 * The three lines, told apart by their dash as well as their colour, so the chart reads without colour too.
 * The colours are the console's accent and two of the same weight, each at least 4.5:1 on white.
 */
const SERIES = [
  { key: 'leads', label: 'Leads', stroke: '#1d4ed8', dash: [] },
  { key: 'qualified', label: 'Qualified', stroke: '#047857', dash: [8, 4] },
  { key: 'delivered', label: 'Delivered', stroke: '#b45309', dash: [2, 3] },
] as const;

/** The span ending today (UTC, as the server counts days): `to` is tomorrow, exclusive. */
function rangeOf(days: number, now = Date.now()): { from: string; to: string } {
  const tomorrow = Date.parse(new Date(now).toISOString().slice(0, 10)) + DAY_MS;
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { from: day(tomorrow - days * DAY_MS), to: day(tomorrow) };
}

/** One sentence with the totals and the busiest day: the chart's summary for everyone, screen readers included. */
export function trendsSummary({ days }: DailyLeads): string {
  const total = (key: 'leads' | 'qualified' | 'delivered') => days.reduce((sum, day) => sum + day[key], 0);
  const leads = total('leads');
  if (days.length === 0) return 'No days in this range.';
  const first = days[0]!.day;
  const last = days.at(-1)!.day;
  if (leads === 0) return `No leads from ${first} to ${last}.`;
  const busiest = days.reduce((best, day) => (day.leads > best.leads ? day : best));
  return (
    `From ${first} to ${last}: ${leads} ${leads === 1 ? 'lead' : 'leads'}, ${total('qualified')} qualified, ` +
    `${total('delivered')} delivered. ` +
    `Busiest day ${busiest.day} with ${busiest.leads}.`
  );
}

/** The daily counts drawn by uPlot, loaded as a chunk of its own so the leads table does not wait for it. */
function DailyChart({ data }: { data: DailyLeads }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let plot: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    let current = true;
    void import('uplot').then(({ default: UPlot }) => {
      if (!current) return;
      const options: uPlot.Options = {
        width: element.clientWidth,
        height: CHART_HEIGHT,
        // Days are UTC days, as the server counts them, whatever the operator's time zone.
        tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: { x: { time: true }, y: { range: (_plot, _min, max) => [0, Math.max(4, max)] } },
        axes: [{}, { values: (_plot, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? tick : '')) }],
        legend: { show: false },
        series: [
          {},
          ...SERIES.map((series) => ({
            label: series.label,
            stroke: series.stroke,
            width: 2,
            dash: [...series.dash],
            points: { show: data.days.length <= 31 },
          })),
        ],
      };
      const aligned: uPlot.AlignedData = [
        data.days.map((day) => Date.parse(day.day) / 1000),
        ...SERIES.map((series) => data.days.map((day) => day[series.key])),
      ];
      plot = new UPlot(options, aligned, element);
      resize = new ResizeObserver(() => plot?.setSize({ width: element.clientWidth, height: CHART_HEIGHT }));
      resize.observe(element);
    });
    return () => {
      current = false;
      resize?.disconnect();
      plot?.destroy();
    };
  }, [data]);
  // Hidden from assistive technology: the summary and the table beside it say the same.
  return <div className="trends-chart" ref={holder} aria-hidden="true" />;
}

/**
 * Leads, qualified leads and delivered leads per day over a chosen span (GET /api/leads/daily): a chart, a
 * sentence with the totals, and the numbers as a table, which is the chart's text alternative.
 */
export function LeadTrends() {
  const [span, setSpan] = useState<(typeof SPANS)[number]>(30);
  const { data, error } = useCall(dailyLeadsCall, { query: rangeOf(span) });
  return (
    <section className="trends card" aria-labelledby="trends-heading">
      <div className="trends-head">
        <h2 id="trends-heading">Trends</h2>
        <label className="inline">
          Span
          <select value={span} onChange={(event) => setSpan(Number(event.target.value) as typeof span)}>
            {SPANS.map((days) => (
              <option key={days} value={days}>
                last {days} days
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <p className="trends-summary" data-testid="trends-summary">
        {data ? trendsSummary(data) : 'Loading…'}
      </p>
      <ul className="trends-key" aria-hidden="true">
        {SERIES.map((series) => (
          <li key={series.key}>
            <svg width="28" height="10" viewBox="0 0 28 10">
              <line
                x1="0"
                y1="5"
                x2="28"
                y2="5"
                stroke={series.stroke}
                strokeWidth="3"
                strokeDasharray={series.dash.join(' ')}
              />
            </svg>
            {series.label}
          </li>
        ))}
      </ul>
      {data && <DailyChart data={data} />}
      <details className="trends-numbers">
        <summary>Numbers per day</summary>
        <div className="table-scroll" role="region" aria-label="Leads per day" tabIndex={0}>
          <table>
            <caption>Leads per day (UTC), newest first</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {SERIES.map((series) => (
                  <th scope="col" key={series.key}>
                    {series.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...(data?.days ?? [])].reverse().map((day) => (
                <tr key={day.day} data-day={day.day}>
                  <th scope="row">{day.day}</th>
                  {SERIES.map((series) => (
                    <td key={series.key}>{day[series.key]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
