import { expect, type Page } from '@playwright/test';
import { localIsoDate } from '../../guards/dates';
import type { FunnelEvent } from '../../machines/funnel-types';
import type { VariantDefinition } from '../../variants/variant-definition';
import type { SurveyRoute } from '../../variants/routes/route-table';
import { answerValues } from '../../machines/step-kinds';
import { shownStep } from '../../machines/definition-language';
import { modelInput, pathsToSubmit, trailKey, type GeneratedPath } from '../../scripts/paths/funnel-paths';
import { SurveyDriver } from './survey-driver';

/** Paths generated from the variant's machine for today's date, as the browser will run it. */
export function browserPaths(definition: VariantDefinition, route: SurveyRoute): GeneratedPath[] {
  const input = modelInput({ today: localIsoDate(new Date()), language: route.language });
  return pathsToSubmit(definition, input, trailKey, {
    skipIntro: route.skipIntro,
    routingStateList: route.routingStateList,
  });
}

export function longestPath(paths: GeneratedPath[], mustVisit: readonly string[] = []): GeneratedPath {
  const candidates = paths.filter((path) => mustVisit.every((step) => path.steps.includes(step)));
  if (candidates.length === 0) throw new Error(`No generated path visits ${mustVisit.join(', ')}`);
  return candidates.reduce((longest, path) => (path.steps.length > longest.steps.length ? path : longest));
}

function sameValues(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

/**
 * Walks a generated path in the browser: at each step, checks the step and its progress value, then gives the
 * path's answer through the step's testing hooks. `replace` swaps sample values (a unique e-mail per run).
 */
export async function walkPath(
  page: Page,
  definition: VariantDefinition,
  path: GeneratedPath,
  replace: Record<string, string> = {},
): Promise<void> {
  const survey = new SurveyDriver(page);
  for (const [index, stepName] of path.steps.entries()) {
    const event = path.events[index] as Extract<FunnelEvent, { type: 'ANSWER' }>;
    const step = shownStep(definition, stepName)!;
    await survey.expectStep(stepName);
    await expect(page.getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      String(path.progress[index]),
    );
    const section = survey.step(stepName);
    const action = definition.steps[stepName]?.submit ? 'submit' : 'next';
    switch (step.kind) {
      case 'intro':
        await section.locator('[data-action="next"]').click();
        break;
      case 'choice': {
        const option = step.options.find((candidate) =>
          sameValues(answerValues(step.field, candidate), event.values),
        );
        if (!option) throw new Error(`${stepName}: no answer stores ${JSON.stringify(event.values)}`);
        await section.locator(`[data-answer="${option.answer}"]`).click();
        break;
      }
      case 'month-year':
        await section.locator('select[name="injury_month"]').selectOption(event.values.injury_month!);
        await section.locator('select[name="injury_year"]').selectOption(event.values.injury_year!);
        await section.locator('[data-action="next"]').click();
        break;
      case 'fields':
        for (const field of step.fields) {
          const value = replace[field.name] ?? event.values[field.name] ?? '';
          const input = section.locator(`[name="${field.name}"]`);
          if (field.type === 'checkbox') await input.setChecked(value === 'Yes');
          else await input.fill(value);
        }
        await section.locator(`[data-action="${action}"]`).click();
        break;
      case 'form':
        for (const field of step.groups.flatMap((group) => group.fields)) {
          const input = section.locator(`[name="${field.name}"]`);
          if (field.type === 'select') {
            const option = field.options.find((candidate) =>
              Object.entries(answerValues(field.name, candidate)).every(
                ([key, value]) => (event.values[key] ?? '') === value,
              ),
            );
            if (!option) throw new Error(`${stepName}: no option of ${field.name} fits the path`);
            await input.selectOption(option.answer);
          } else if (field.type === 'year' || field.type === 'month') {
            await input.selectOption(event.values[field.name]!);
          } else {
            await input.fill(replace[field.name] ?? event.values[field.name] ?? '');
          }
        }
        await section.locator(`[data-action="${action}"]`).click();
        break;
      case 'buyers':
        // The firms are those the page found; every one stays ticked, so no consent modal opens.
        for (const field of step.fields) {
          await section
            .locator(`[name="${field.name}"]`)
            .fill(replace[field.name] ?? event.values[field.name] ?? '');
        }
        await section.locator(`[data-action="${action}"]`).click();
        break;
      case 'message':
        throw new Error(`${stepName} ends the funnel: it is not part of a path to the post`);
    }
  }
}
