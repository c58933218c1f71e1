import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VARIANT_IDS, type VariantId } from '../../../variants/index';
import { funnelCall } from '../../../services/api/analytics/analytics-call';
import { funnelDiagramCall, statelyFileCall } from '../../../services/api/flow-drawings/flow-drawings-call';
import { ask, queryOf, urlOf } from '../api';
import { FunnelDiagram } from '../funnel-diagram';
import { FunnelFilters, type FunnelChoice } from '../funnel-filters';
import { FunnelSteps, stepPreviewHref } from '../funnel-steps';
import { funnelSummary } from '../funnel-summary';
import { stepQuestions } from '../step-questions';
import { FUNNEL_FILTERS } from '../types';
import { useCall } from '../use-call';

/** Stately's editor, and its page on importing a machine (both outside the product, opened in a new tab). */
const STATELY_EDITOR = 'https://stately.ai/editor';
const STATELY_IMPORT_HELP = 'https://stately.ai/docs/import-from-code';

const DEFAULT_VARIANT: string = (VARIANT_IDS as readonly string[]).includes('v4nv')
  ? 'v4nv'
  : VARIANT_IDS[0]!;

/** The variant and filters the page shows, kept in its address so a reading can be shared or reloaded. */
export function useFunnelChoice(): [FunnelChoice, (next: FunnelChoice) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('variant') ?? '';
  const choice: FunnelChoice = {
    variant: (VARIANT_IDS as readonly string[]).includes(asked) ? asked : DEFAULT_VARIANT,
    filters: Object.fromEntries(FUNNEL_FILTERS.map((name) => [name, params.get(name) ?? undefined])),
  };
  const setChoice = (next: FunnelChoice) =>
    setParams(new URLSearchParams(queryOf({ variant: next.variant, ...next.filters }).slice(1)));
  return [choice, setChoice];
}

/** The short question of each step of a variant, read from its definition once it has loaded. */
export function useStepQuestions(variant: string): Record<string, string> {
  const [questions, setQuestions] = useState<Record<string, string>>({});
  useEffect(() => {
    let current = true;
    void stepQuestions(variant as VariantId).then((loaded) => {
      if (current) setQuestions(loaded);
    });
    return () => {
      current = false;
    };
  }, [variant]);
  return questions;
}

/**
 * A variant's drop-off as an owner reads it: filtered by dates, traffic source and device, its statechart drawn by
 * the server with the counts on it (each step box opens the step as a visitor sees it), and each step's question
 * with its numbers, as a table or, on a phone, as a list. Then the files to download.
 */
export function FunnelsPage() {
  const [choice, setChoice] = useFunnelChoice();
  const { variant } = choice;
  const asked = { variant, ...choice.filters };
  const query = queryOf(asked);
  const diagram = urlOf(funnelDiagramCall, { query: asked });
  const statelyFile = urlOf(statelyFileCall, { query: { variant } });
  const { data, error } = useCall(funnelCall, { query: asked });
  const questions = useStepQuestions(variant);
  const [copied, setCopied] = useState<string>();
  // The editor takes no file or URL from another site, only code pasted into its importer.
  const copyImportCode = async () => {
    setCopied(undefined);
    try {
      const machine = await ask(statelyFileCall, { query: { variant } });
      await navigator.clipboard.writeText(`createMachine(${JSON.stringify(machine, null, 2)});\n`);
      setCopied(`Copied ${variant}'s machine as code: paste it into the editor's importer.`);
    } catch {
      setCopied('Could not copy here: download the Stately file and wrap it in createMachine(…) instead.');
    }
  };
  const openStep = (step: string) => window.location.assign(stepPreviewHref(step, query));
  return (
    <>
      <h1>Funnels</h1>
      <FunnelFilters choice={choice} onChange={setChoice} />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <p className="summary" aria-live="polite">
        {data ? funnelSummary(variant, data) : `${variant}: loading…`}
      </p>
      <figure className="diagram wide-only">
        <FunnelDiagram src={diagram} variant={variant} onOpenStep={openStep} />
        <figcaption className="hint">
          Reached and left per step; each arrow’s share is of those who went on from its step. Click a step to
          see it.
        </figcaption>
      </figure>
      <h2>Steps</h2>
      {data && <FunnelSteps stats={data} questions={questions} query={query} />}
      <h2>The statechart’s files</h2>
      <div className="actions">
        <a
          className="button secondary"
          href={urlOf(funnelDiagramCall, { query: { ...asked, download: '1' } })}
          download
        >
          Download SVG
        </a>
        <a className="button secondary" href={statelyFile} download>
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
    </>
  );
}
