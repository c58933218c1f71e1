import { EmptyState } from './empty-state';
import type { FunnelStats, FunnelStep } from './types';

/** A part of a whole as a percentage with at most one decimal; '–' when there is no whole. */
export function percent(part: number, whole: number): string {
  return whole > 0 ? `${Number(((part / whole) * 100).toFixed(1))} %` : '–';
}

function medianTime(step: FunnelStep): string {
  return step.median_seconds == null ? '–' : `${step.median_seconds} s`;
}

/**
 * Where those who went on went, each with its share of them. Shares are of the sessions that went on from this
 * step, so the branches of a choice add up to 100 % whatever share of the funnel reached it.
 */
function Branches({ step }: { step: FunnelStep }) {
  if (step.branches.length === 0) return <span className="muted">–</span>;
  return (
    <ul className="branches">
      {step.branches.map((branch) => (
        <li key={branch.to}>
          → {branch.to}: {Number((branch.share * 100).toFixed(1))} % ({branch.sessions})
        </li>
      ))}
    </ul>
  );
}

interface FunnelStepsProps {
  stats: FunnelStats;
  questions: Readonly<Record<string, string>>;
  /** The variant and filters in force (`?variant=…`), carried to each step's preview for the way back. */
  query: string;
}

/** The step as a visitor sees it (a page of its own, for operators), with the filters kept for the way back. */
export function stepPreviewHref(step: string, query: string): string {
  const params = new URLSearchParams(query);
  params.set('step', step);
  return `/admin/step-preview?${params.toString()}`;
}

/**
 * Each step's question, who reached it (of all sessions), who left at it (of those who reached it), the median
 * time on it and where the others went: as a table from 768 px, as a list of cards on a phone. Each step links to
 * its screen as a visitor sees it.
 */
export function FunnelSteps({ stats, questions, query }: FunnelStepsProps) {
  return (
    <>
      {/* With no session the steps are still listed: each one's screen can be opened all the same. */}
      {stats.sessions === 0 && (
        <EmptyState title="No sessions for these filters.">
          A session is counted once a visitor has seen the first question; widen the dates or clear a filter.
        </EmptyState>
      )}
      <div className="wide-only">
        <div className="table-scroll" role="region" aria-label="Steps of the funnel" tabIndex={0}>
          <table>
            <caption>Visitors per step</caption>
            <thead>
              <tr>
                <th scope="col">Step</th>
                <th scope="col">Reached</th>
                <th scope="col">Left here</th>
                <th scope="col">Median time</th>
                <th scope="col">Went on to</th>
              </tr>
            </thead>
            <tbody>
              {stats.steps.map((step) => (
                <tr key={step.step} data-step={step.step}>
                  <th scope="row" className="step-cell">
                    <span className="stack">
                      <a href={stepPreviewHref(step.step, query)} aria-label={`${step.step}: see the step`}>
                        {step.step}
                      </a>
                      <span className="question">{questions[step.step] ?? ''}</span>
                    </span>
                  </th>
                  <td>
                    {step.reached} <span className="muted">({percent(step.reached, stats.sessions)})</span>
                  </td>
                  <td>
                    {step.left} <span className="muted">({percent(step.left, step.reached)})</span>
                  </td>
                  <td>{medianTime(step)}</td>
                  <td>
                    <Branches step={step} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div className="narrow-only">
        <ol className="step-cards" aria-label="Visitors per step">
          {stats.steps.map((step) => (
            <li key={step.step} className="step-card" data-step={step.step}>
              <p className="step-card-head">
                <a href={stepPreviewHref(step.step, query)} aria-label={`${step.step}: see the step`}>
                  {step.step}
                </a>
              </p>
              <p className="muted">{questions[step.step] ?? ''}</p>
              <dl className="step-numbers">
                <div>
                  <dt>Reached</dt>
                  <dd>
                    {step.reached} ({percent(step.reached, stats.sessions)})
                  </dd>
                </div>
                <div>
                  <dt>Left here</dt>
                  <dd>
                    {step.left} ({percent(step.left, step.reached)})
                  </dd>
                </div>
                <div>
                  <dt>Median time</dt>
                  <dd>{medianTime(step)}</dd>
                </div>
              </dl>
              <Branches step={step} />
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
