import { describe, expect, it } from 'vitest';
import { siteConfigFromEnv, videosFromEnv } from '../../../scripts/site-env';

describe('SITE_VIDEOS', () => {
  it('reads slug=id pairs, ignoring spaces and empty parts', () => {
    expect(videosFromEnv(' first-hour=AbCdEfGhIjK , claim-process=a_b-C1d2E3f,')).toEqual({
      'first-hour': 'AbCdEfGhIjK',
      'claim-process': 'a_b-C1d2E3f',
    });
    expect(siteConfigFromEnv({}).videos).toEqual({});
  });

  it.each(['first-hour', 'first-hour=short', '=AbCdEfGhIjK', 'first-hour=AbCdEfGhIj<'])(
    'stops the build on the malformed pair %s',
    (text) => {
      expect(() => videosFromEnv(text)).toThrow(/SITE_VIDEOS/);
    },
  );
});
