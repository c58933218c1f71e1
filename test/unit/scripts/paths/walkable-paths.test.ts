/**
 * The paths testers take away: each walks on the survey's machine exactly as written (what each step's hooks are
 * told to do stores what the machine was sent), the covering set takes every move of the whole set, and the
 * Markdown and Playwright forms carry every path.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { SUBMITTING } from '../../../../machines/create-funnel-machine';
import { markdownTable } from '../../../../scripts/paths/markdown-table';
import { playwrightSpec } from '../../../../scripts/paths/playwright-spec';
import {
  coveringPaths,
  variantPaths,
  type WalkablePath,
  type WalkedStep,
} from '../../../../scripts/paths/walkable-paths';
import { loadVariant } from '../../../../variants';
import type { VariantDefinition } from '../../../../variants/variant-definition';
import { answerValues } from '../../../../machines/step-kinds';
import { shownStep } from '../../../../machines/definition-language';
import { modelInput, modelMachine } from '../../../../scripts/paths/funnel-paths';

const TODAY = '2026-11-10';

/** What the page would send for a step walked as written: the values its hooks set, read back from the catalogue. */
function sentValues(definition: VariantDefinition, walked: WalkedStep): Record<string, string> {
  const step = shownStep(definition, walked.step)!;
  if (step.kind === 'choice') {
    const option = step.options.find((candidate) => candidate.answer === walked.answer)!;
    return answerValues(step.field, option);
  }
  const given: Record<string, string> = {
    ...walked.fill,
    ...Object.fromEntries(Object.entries(walked.check ?? {}).map(([name, on]) => [name, on ? 'Yes' : 'No'])),
  };
  if (step.kind === 'form') {
    for (const field of step.groups.flatMap((group) => group.fields)) {
      const chosen = walked.select?.[field.name];
      if (field.type === 'select') {
        Object.assign(
          given,
          answerValues(
            field.name,
            field.options.find((o) => o.answer === chosen)!,
          ),
        );
      } else if (chosen !== undefined) given[field.name] = chosen;
    }
  } else Object.assign(given, walked.select);
  return given;
}

const moves = (paths: WalkablePath[]) =>
  new Set(
    paths.flatMap((path) => [...path.steps, 'post'].slice(1).map((step, i) => `${path.steps[i]}>${step}`)),
  );

describe('npm run paths', () => {
  it('walks every v4nv path on the survey machine by what each step is told to do, to the post', async () => {
    const definition = await loadVariant('v4nv');
    const paths = await variantPaths('v4nv', undefined, TODAY);
    expect(paths.route).toBe('/survey/v4nv');
    expect(paths.paths.length).toBeGreaterThan(100);
    // Some paths open the route with the combined last step the landing URL may ask for.
    expect(paths.paths.some((path) => path.url === '/survey/v4nv?last-step=combined')).toBe(true);
    for (const path of paths.paths) {
      const combinedLastStep = path.url.endsWith('?last-step=combined');
      const actor = createActor(modelMachine(definition, { skipIntro: true }), {
        input: modelInput({ today: TODAY, combinedLastStep }),
      }).start();
      for (const walked of path.answers) {
        expect(actor.getSnapshot().value).toBe(walked.step);
        expect(actor.getSnapshot().context.progress).toBe(walked.progress);
        for (const [field, value] of Object.entries(sentValues(definition, walked))) {
          expect(walked.values[field] ?? '', `${walked.step}: ${field}`).toBe(value);
        }
        actor.send({ type: 'ANSWER', values: walked.values });
      }
      expect(Object.keys(actor.getSnapshot().value)).toEqual([SUBMITTING]);
      expect(path.answers.at(-1)!.action).toBe('submit');
      actor.stop();
    }
  });

  it('keeps, with --covering, fewer paths that still take every move the whole set takes', async () => {
    const { paths } = await variantPaths('v4nv', undefined, TODAY);
    const covering = coveringPaths(paths);
    expect(covering.length).toBeLessThan(paths.length / 4);
    expect(moves(covering)).toEqual(moves(paths));
  });

  it('writes every path into the Markdown table and the Playwright spec', async () => {
    const paths = await variantPaths('v4nv', undefined, TODAY);
    const table = markdownTable(paths).split('\n');
    expect(table.filter((line) => /^\| \d+ \|/.test(line))).toHaveLength(paths.paths.length);
    const spec = playwrightSpec(paths, 'npm run paths -- v4nv --playwright out');
    const written = JSON.parse(/^const PATHS: .*? = (.*);$/m.exec(spec)![1]!) as WalkablePath[];
    expect(written.map((path) => path.steps)).toEqual(paths.paths.map((path) => path.steps));
    expect(spec).toContain("import { expect, test, type Page } from '@playwright/test';");
    expect(spec).toContain("process.env.BASE_URL ?? 'http://localhost:3000'");
  });

  it('prints the paths as JSON from the command line', async () => {
    const { stdout } = await promisify(execFile)('node', [
      '--import',
      'tsx',
      'scripts/paths/main.ts',
      'v4nv',
    ]);
    const printed = JSON.parse(stdout);
    expect(printed.variant).toBe('v4nv');
    expect(printed.paths[0].steps[0]).toBe('WhenWasTheAccident');
    expect(printed.paths[0].answers[0]).toMatchObject({ step: 'WhenWasTheAccident', action: 'next' });
  }, 60_000);
});
