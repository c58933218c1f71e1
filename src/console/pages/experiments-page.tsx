import { useState } from 'react';
import { experimentsCall } from '../../../services/api/analytics/analytics-call';
import { allocationWords } from '../allocation-words';
import { experimentWords } from '../experiment-words';
import { money } from '../money';
import { ColumnHeads } from '../keyed-table';
import { useCall } from '../use-call';

const ARM_COLUMNS = [
  'Arm',
  'Weight',
  'Visitors',
  'Leads',
  'Qualified',
  'Conversion',
  '95 % interval',
  'Revenue',
  'Per visitor',
  'Share now',
];

const percent = (value: number | null | undefined) => (value == null ? '–' : `${(value * 100).toFixed(1)} %`);

export function ExperimentsPage() {
  const [range, setRange] = useState({ from: '', to: '' });
  const { data, error } = useCall(experimentsCall, { query: range });
  return (
    <>
      <h1>Experiments</h1>
      <DateRange range={range} onChange={setRange} />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {data?.experiments.length === 0 && <p>No experiment is configured.</p>}
      {data?.experiments.map((experiment) => (
        <section key={experiment.experiment} className="card">
          <h2>
            {experiment.experiment} <span className="hint">on {experiment.path}</span>
          </h2>
          <p>
            {experimentWords({
              ...experiment,
              visitors: experiment.arms.reduce((sum, arm) => sum + arm.visitors, 0),
            })}
          </p>
          <p>{allocationWords(experiment.allocation)}</p>
          <div
            className="table-scroll"
            role="region"
            aria-label={`Arms of ${experiment.experiment}`}
            tabIndex={0}
          >
            <table>
              <ColumnHeads names={ARM_COLUMNS} />
              <tbody>
                {experiment.arms.map((arm) => (
                  // Only a winner is marked: a leader on a handful of visitors is no result.
                  <tr
                    key={arm.arm}
                    className={experiment.decided && arm.arm === experiment.leading_arm ? 'leading' : ''}
                  >
                    <th scope="row">
                      {arm.arm} <span className="hint">{arm.path}</span>
                    </th>
                    <td>{arm.weight}</td>
                    <td>{arm.visitors}</td>
                    <td>{arm.leads}</td>
                    <td>{arm.qualified_leads}</td>
                    <td>{percent(arm.conversion)}</td>
                    <td>
                      {arm.conversion_95
                        ? `${percent(arm.conversion_95[0])} – ${percent(arm.conversion_95[1])}`
                        : '–'}
                    </td>
                    <td>{money(arm.revenue_cents)}</td>
                    <td>
                      {arm.revenue_per_visitor_cents == null ? '–' : money(arm.revenue_per_visitor_cents)}
                    </td>
                    <td>{percent(arm.share)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}

export function DateRange({
  range,
  onChange,
}: {
  range: { from: string; to: string };
  onChange: (range: { from: string; to: string }) => void;
}) {
  return (
    <div className="filters">
      <label>
        From (date)
        <input
          type="date"
          value={range.from}
          onChange={(event) => onChange({ ...range, from: event.target.value })}
        />
      </label>
      <label>
        Before (date)
        <input
          type="date"
          value={range.to}
          onChange={(event) => onChange({ ...range, to: event.target.value })}
        />
      </label>
    </div>
  );
}
