import { useEffect, useState } from 'react';
import { VARIANT_IDS } from '../../../variants/index';
import { api, queryOf } from '../api';
import { useApi } from '../use-api';
import { DateRange } from './experiments-page';

/** Stately's editor, and its page on importing a machine (both outside the product, opened in a new tab). */
const STATELY_EDITOR = 'https://stately.ai/editor';
const STATELY_IMPORT_HELP = 'https://stately.ai/docs/import-from-code';

interface FunnelStats {
  sessions: number;
  submitted: number;
  steps: { step: string; reached: number; left: number; median_seconds: number | null }[];
}

/**
 * A variant's drop-off: its statechart drawn by the server with the counts on it, the files to download, and the
 * same numbers as a table (GET /api/analytics/funnel), which also reads well on a phone.
 */
export function FunnelsPage() {
  const [variant, setVariant] = useState<string>(
    (VARIANT_IDS as readonly string[]).includes('v4nv') ? 'v4nv' : VARIANT_IDS[0]!,
  );
  const [range, setRange] = useState({ from: '', to: '' });
  const [diagramMissing, setDiagramMissing] = useState(false);
  const query = queryOf({ variant, ...range });
  const diagram = `/api/analytics/funnel/diagram.svg${query}`;
  const { data, error } = useApi<FunnelStats>(`/api/analytics/funnel${query}`);
  useEffect(() => setDiagramMissing(false), [diagram]);
  const [copied, setCopied] = useState<string>();
  // The editor takes no file or URL from another site, only code pasted into its importer.
  const copyImportCode = async () => {
    setCopied(undefined);
    try {
      const machine = await api<unknown>(`/api/flows/stately.json${queryOf({ variant })}`);
      await navigator.clipboard.writeText(`createMachine(${JSON.stringify(machine, null, 2)});\n`);
      setCopied(`Copied ${variant}'s machine as code: paste it into the editor's importer.`);
    } catch {
      setCopied('Could not copy here: download the Stately file and wrap it in createMachine(…) instead.');
    }
  };
  return (
    <>
      <h1>Funnels</h1>
      <div className="filters">
        <label>
          Variant
          <select value={variant} onChange={(event) => setVariant(event.target.value)}>
            {VARIANT_IDS.map((id) => (
              <option key={id}>{id}</option>
            ))}
          </select>
        </label>
      </div>
      <DateRange range={range} onChange={setRange} />
      <div className="actions">
        <a className="button secondary" href={`${diagram}&download=1`} download>
          Download SVG
        </a>
        <a className="button secondary" href={`/api/flows/stately.json${queryOf({ variant })}`} download>
          Download Stately file
        </a>
        <button type="button" className="secondary" onClick={() => void copyImportCode()}>
          Copy for the Stately editor
        </button>
        <a className="button secondary" href={STATELY_EDITOR} target="_blank" rel="noopener noreferrer">
          Open the Stately editor<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
      <p className="hint">
        The editor imports a machine as code: copy it here (or wrap the downloaded file in{' '}
        <code>createMachine(…)</code>), then in the editor choose Machine › Import, or Import in its Code
        panel, and paste. Importing replaces the machine open there, so start from a new one.{' '}
        <a href={STATELY_IMPORT_HELP} target="_blank" rel="noopener noreferrer">
          How the editor imports<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <p role="status">{copied}</p>
      <figure className="diagram">
        {diagramMissing ? (
          <p role="status">
            The diagram is not available on this server (it answered no SVG for this variant).
          </p>
        ) : (
          <img
            src={diagram}
            alt={`Statechart of ${variant} with visitors reached and left at each step`}
            onError={() => setDiagramMissing(true)}
          />
        )}
        <figcaption>
          {variant}: {data ? `${data.sessions} sessions, ${data.submitted} submitted` : 'loading…'}
        </figcaption>
      </figure>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <div className="table-scroll" role="region" aria-label="Steps of the funnel" tabIndex={0}>
        <table>
          <caption>Visitors per step</caption>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Reached</th>
              <th scope="col">Left here</th>
              <th scope="col">Median time</th>
            </tr>
          </thead>
          <tbody>
            {data?.steps.map((step) => (
              <tr key={step.step}>
                <th scope="row">{step.step}</th>
                <td>{step.reached}</td>
                <td>{step.left}</td>
                <td>{step.median_seconds == null ? '–' : `${step.median_seconds} s`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
