import { describe, expect, it } from 'vitest';
import {
  createSurveyPageRenderer,
  RELOAD_AFTER_FAILURE_MS,
  type RendererSource,
} from '../../../server/survey-forms/form-page';

/** A build that is missing until `built` is set, counting how often it was looked for. */
function missingBuild() {
  const state = { tries: 0, built: false };
  const source: RendererSource = () => {
    state.tries += 1;
    if (!state.built) return Promise.reject(new Error('not built'));
    return Promise.resolve({
      module: { renderPage: () => Promise.reject(new Error('not called')) },
      shell: { template: '', site: { name: 'Site', dateOfBirthStates: ['TX'], partnerOfferUrl: '' } },
    });
  };
  return { state, source };
}

describe('the survey pages of a server whose build is missing', () => {
  it('looks for the build once for every lead within a short while, and again after it', async () => {
    const { state, source } = missingBuild();
    let now = 1_000_000;
    const renderer = createSurveyPageRenderer(source, () => now);
    for (let lead = 0; lead < 5; lead++) await expect(renderer.site()).rejects.toThrow('not built');
    expect(state.tries).toBe(1);

    state.built = true;
    now += RELOAD_AFTER_FAILURE_MS;
    await expect(renderer.site()).resolves.toMatchObject({ name: 'Site', dateOfBirthStates: ['TX'] });
    await renderer.site();
    expect(state.tries).toBe(2);
  });
});
