import { describe, expect, it } from 'vitest';
import { targetsOf, topologicalOrder, transitionsOf } from '../../machines/definition-graph';
import { STEP_COMPONENTS } from '../../src/funnel/step-registry';
import { VARIANT_IDS, loadVariant } from '../../variants';
import { SURVEY_ROUTES } from '../../variants/routes/route-table';
import { stepOfAnyFlow } from '../../variants/steps/every-step';
import { shownStep } from '../../machines/definition-language';

describe.each(VARIANT_IDS)('variant %s', (id) => {
  it('names only steps it defines, ends every list of transitions in a fallback, and has no loop', async () => {
    const definition = await loadVariant(id);
    for (const [name, step] of Object.entries(definition.steps)) {
      for (const target of targetsOf(step))
        expect(definition.steps, `${name} -> ${target}`).toHaveProperty(target);
      if (step.submit) {
        // After the post, a submit step may only lead to the step that ends the funnel on the page.
        if (step.next !== undefined) {
          expect(typeof step.next, `${name} submits`).toBe('string');
        } else {
          expect(step.nextOnlyWhen, `${name} has no step to show after the post`).toBeUndefined();
        }
        if (step.next !== undefined) {
          expect(definition.steps[step.next as string]?.final, `${name} -> ${step.next as string}`).toBe(
            true,
          );
        }
      } else if (step.final) {
        expect(step.next, `${name} ends the funnel`).toBeUndefined();
      } else {
        expect(transitionsOf(step).at(-1)?.when, `${name} needs a fallback`).toBeUndefined();
        expect(transitionsOf(step).length, `${name} leads somewhere`).toBeGreaterThan(0);
      }
    }
    expect(() => topologicalOrder(definition)).not.toThrow();
  });

  it('reaches every step from its start, each with a catalogue entry and a component', async () => {
    const definition = await loadVariant(id);
    expect(topologicalOrder(definition).sort()).toEqual(Object.keys(definition.steps).sort());
    for (const name of Object.keys(definition.steps)) {
      const step = shownStep(definition, name);
      expect(step, name).toBeDefined();
      expect(STEP_COMPONENTS[step!.kind], name).toBeDefined();
      // Tools and tests look steps up without a variant: every step a variant shows is found there, the same.
      expect(stepOfAnyFlow(definition.steps[name]!.shows ?? name), name).toBe(step);
    }
  });

  it('opens on a step its page can show before the first tap', async () => {
    const definition = await loadVariant(id);
    // The fields and buyers steps load after the page: no variant may open on one, its page would wait for it.
    expect(['fields', 'buyers']).not.toContain(shownStep(definition, definition.start)?.kind);
  });

  it('is served by at least one path of the route table', () => {
    expect(SURVEY_ROUTES.some((route) => route.variant === id)).toBe(true);
  });
});

/** Every text of a catalogue entry (an object with `en`), wherever it sits: question, options, fields, button. */
function textsOf(value: unknown, at: string, found: { at: string; text: Record<string, unknown> }[] = []) {
  if (value && typeof value === 'object') {
    if ('en' in value) found.push({ at, text: value });
    else for (const [key, inner] of Object.entries(value)) textsOf(inner, `${at}.${key}`, found);
  }
  return found;
}

describe.each(SURVEY_ROUTES.filter((route) => route.language === 'es'))('Spanish page $path', (route) => {
  it('has every text of every step of its variant in Spanish', async () => {
    const definition = await loadVariant(route.variant);
    const missing = Object.keys(definition.steps)
      .flatMap((name) => textsOf(shownStep(definition, name), name))
      .filter(({ text }) => typeof text.es !== 'string' || text.es === '')
      .map(({ at, text }) => `${at}: ${String(text.en)}`);
    expect(missing).toEqual([]);
  });
});
