// @vitest-environment jsdom
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useStepDraft } from '../../../src/funnel/step-draft';
import { SurveyPage, prepareSurvey } from '../../../src/funnel/survey-page';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider } from '../../../src/ui/site-config';
import { loadVariant } from '../../../variants';
import type { VariantDefinition } from '../../../variants/variant-definition';
import { findSurveyRoute } from '../../../variants/routes/route-table';

const route = findSurveyRoute('/survey/one-page')!;
let definition: VariantDefinition;

beforeAll(async () => {
  definition = await loadVariant(route.variant);
  await prepareSurvey(definition);
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** The page as a reload shows it: a fresh render of the same route in the same tab. */
function openPage() {
  window.history.replaceState(null, '', route.path);
  render(
    <SiteConfigProvider config={DEFAULT_SITE_CONFIG}>
      <SurveyPage definition={definition} route={route} />
    </SiteConfigProvider>,
  );
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

describe('what was typed on the step showing', () => {
  it('comes back after a reload of the same tab', async () => {
    openPage();
    const user = userEvent.setup();
    await user.type(field('first_name'), 'Dana');
    await user.type(field('email'), 'dana@example.com');
    cleanup();

    openPage();
    await waitFor(() => expect(field('first_name').value).toBe('Dana'));
    expect(field('email').value).toBe('dana@example.com');
    expect(field('last_name').value).toBe('');
  });

  it('is not there in another tab (sessionStorage is the tab’s own)', async () => {
    openPage();
    await userEvent.setup().type(field('first_name'), 'Dana');
    cleanup();
    sessionStorage.clear();

    openPage();
    // The page has read its storage once its step shows: nothing came back.
    await waitFor(() => expect(field('first_name')).not.toBeNull());
    expect(field('first_name').value).toBe('');
  });

  it('is thrown away when the step is left, and kept only once the page may touch storage', () => {
    const { result, rerender } = renderHook(
      ({ step, active }) => useStepDraft('/survey/v4nv', step, active),
      {
        initialProps: { step: 'NameAndEmail', active: false },
      },
    );
    act(() => result.current.keep({ firstName: 'Dana' }));
    expect(sessionStorage.length).toBe(0);

    rerender({ step: 'NameAndEmail', active: true });
    act(() => result.current.keep({ firstName: 'Dana' }));
    expect(sessionStorage.getItem('funnel-draft:/survey/v4nv')).toContain('Dana');

    rerender({ step: 'PhoneAndZip', active: true });
    expect(sessionStorage.getItem('funnel-draft:/survey/v4nv')).toBeNull();
    expect(result.current.typed).toBeNull();
  });
});
