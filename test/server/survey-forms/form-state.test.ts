import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type LeadDatabase } from '../../../server/storage/database';
import { migrateToLatest } from '../../../server/storage/migrator';
import { createFormStateSigner, type FunnelFormState } from '../../../server/survey-forms/form-state';
import { ENGINES, type TestDatabase } from '../support/test-databases';

const STATE: FunnelFormState = {
  path: '/survey/v4nv',
  input: {
    leadId: '4f4b6a70-3d0c-4c53-9d43-2a9f3b1a7e11',
    today: '2026-11-22',
    language: 'en',
    combinedLastStep: false,
    visitorState: '',
    tracking: { oid: '81', affid: '1', sub_id: '1' },
    page: {},
  },
  events: [{ values: { injury_month: '08', injury_year: '2026' }, at: 1_790_000_000_000 }],
};

const opened: { database: LeadDatabase; test: TestDatabase }[] = [];

async function database(test?: TestDatabase): Promise<LeadDatabase> {
  const created = test ?? (await ENGINES[0]!.create());
  const handle = createDatabase(created.url);
  await migrateToLatest(handle);
  opened.push({ database: handle, test: created });
  return handle;
}

afterEach(async () => {
  for (const { database: handle } of opened.splice(0)) await handle.destroy();
});

/** Changes one character of the token's payload, keeping it readable. */
function changed(token: string): string {
  const [version, payload, signature] = token.split('.');
  const state = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as FunnelFormState;
  state.events[0]!.values.injury_year = '2020';
  return [version, Buffer.from(JSON.stringify(state)).toString('base64url'), signature].join('.');
}

describe('the funnel state a survey form carries without JavaScript', () => {
  it('opens as it was sealed', async () => {
    const signer = createFormStateSigner(await database(), undefined);
    expect(await signer.open(await signer.seal(STATE))).toEqual({ kind: 'valid', state: STATE });
  });

  it('refuses a changed answer, keeping what it says for the lead', async () => {
    const signer = createFormStateSigner(await database(), undefined);
    const opening = await signer.open(changed(await signer.seal(STATE)));
    expect(opening.kind).toBe('unsigned');
    expect(opening.kind === 'unsigned' && opening.readable?.events[0]?.values.injury_year).toBe('2020');
  });

  it('refuses what is not a state at all', async () => {
    const signer = createFormStateSigner(await database(), undefined);
    for (const token of ['', 'v1.abc', 'v2.e30.abc', 'v1.bm90IGpzb24.abc', 'v1.e30.abc']) {
      expect((await signer.open(token)).kind).toBe('unreadable');
    }
  });

  it('is signed with FORM_STATE_SECRET when set: another key does not open it', async () => {
    const handle = await database();
    const sealed = await createFormStateSigner(handle, 'first key').seal(STATE);
    expect((await createFormStateSigner(handle, 'first key').open(sealed)).kind).toBe('valid');
    expect((await createFormStateSigner(handle, 'second key').open(sealed)).kind).toBe('unsigned');
  });

  it.each(ENGINES.map((engine) => [engine.name, engine] as const))(
    'unset, every process sharing the database signs with the key the database made (%s)',
    async (_name, engine) => {
      const shared = await engine.create();
      try {
        const first = createFormStateSigner(await database(shared), undefined);
        const second = createFormStateSigner(await database(shared), undefined);
        const [one, two] = await Promise.all([first.seal(STATE), second.seal(STATE)]);
        expect(one).toBe(two);
        expect((await second.open(one)).kind).toBe('valid');
        const other = createFormStateSigner(await database(), undefined);
        expect((await other.open(one)).kind).toBe('unsigned');
      } finally {
        for (const { database: handle } of opened.splice(0)) await handle.destroy();
        await shared.drop();
      }
    },
  );
});
