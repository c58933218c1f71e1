/**
 * The forge matrix (issue 35): for every variant's honest walks, every field of the lead catalogue, the fields the
 * steps ask and the fields the server decides, forged every way a value reaches the server beside the visitor's
 * own steps: the stored verdict, reason and asked fields are the honest walk's. Cases are generated from the
 * catalogue and the definitions (forged-values.ts, forge-plan.ts, honest-walks.ts), sampled as forge-plan.ts says.
 * All of it runs through `app.inject` against one app on SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredLead } from '../../../services/api/leads/leads-contract';
import { isTrailReason } from '../../../guards/trail';
import { VARIANT_IDS } from '../../../variants';
import { SURVEY_ROUTES } from '../../../variants/routes/route-table';
import { shownStep } from '../../../machines/definition-language';
import { startInjectedServer, type InjectedServer } from '../support/test-server';
import { sourceSurveyPages } from '../support/survey-forms';
import {
  askedBy,
  casesOf,
  decidedFields,
  differences,
  everyFieldForged,
  proofProblem,
  qualifyingCases,
  type ForgeCase,
} from './forge-plan';
import { FORGED_FIELDS } from './forged-values';
import { describeWalk, honestWalks, leadRouteOf, type BrowserPost, type HonestWalk } from './honest-walks';
import { FORGE_MATRIX_ON, ONLY_VARIANTS } from './replay-switch';
import { postHonest, sendForged, walkFormsForged, type Way } from './ways-in';

const PROOFS = new Set(
  FORGED_FIELDS.filter((forged) => forged.role === 'proof').map((forged) => forged.field),
);
const VARIANTS =
  ONLY_VARIANTS.length > 0 ? VARIANT_IDS.filter((id) => ONLY_VARIANTS.includes(id)) : VARIANT_IDS;

let server: InjectedServer;
/** Every honest walk in a fixed order: a walk's index turns the values and ways it is forged with. */
const walks: HonestWalk[] = [];
let people = 0;
let cases = 0;

/** What a forged case left otherwise than the honest walk: empty when nothing. */
function problems(
  walk: HonestWalk,
  honest: StoredLead,
  forged: StoredLead,
  way: Way,
  forgery: Record<string, string>,
): string[] {
  // A forged landing URL names another funnel than the one walked: the trail is the other funnel's to replay, and
  // where it does not replay there the lead is kept unreplayed (verdict no, reason trail|…, sent to no buyer by
  // default): marked, and never better than the honest verdict. That is the outcome asked for, not a forgery.
  if (
    'landing_page_url' in forgery &&
    isTrailReason(forged.lead.dq_reason) &&
    forged.lead.lead_is_qualified === 'no'
  )
    return [];
  // Another lead route than the variant's own (a funnel lead sent to /ingest) may judge it by other rules, so
  // there it must keep the asked fields and may not come out better; on its own route it must be the same.
  const wrongDoor = way === 'ingest' && leadRouteOf(walk.definition) !== '/ingest';
  const compared = wrongDoor ? [...askedBy(walk.definition)] : decidedFields(walk.definition);
  const found = Object.entries(differences(honest, forged, compared)).map(
    ([field, [was, is]]) => `${field}: ${JSON.stringify(was)} became ${JSON.stringify(is)}`,
  );
  if (wrongDoor && forged.lead.lead_is_qualified === 'yes' && honest.lead.lead_is_qualified !== 'yes')
    found.push(`qualified at /ingest, where its own route stores it ${honest.lead.dq_reason}`);
  for (const [field, value] of Object.entries(forgery)) {
    const problem = PROOFS.has(field) ? proofProblem(forged, field, value, way) : undefined;
    if (problem) found.push(problem);
  }
  return found;
}

describe.runIf(FORGE_MATRIX_ON)('the forge matrix: forged values leave the honest walk’s verdict', () => {
  beforeAll(async () => {
    server = await startInjectedServer(
      { rateLimitMax: 1_000_000, leadRateLimitMax: 1_000_000 },
      {},
      undefined,
      { surveyPages: sourceSurveyPages() },
    );
    for (const id of VARIANTS) walks.push(...(await honestWalks(id)));
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('has an honest walk for every variant: a qualified and a disqualified one where the browser has both', () => {
    expect(new Set(walks.map((walk) => walk.variant))).toEqual(new Set(VARIANTS));
    for (const id of VARIANTS) {
      const verdicts = walks.filter((walk) => walk.variant === id).map((walk) => walk.browserQualified);
      expect(new Set(verdicts).size, id).toBe(verdicts.length);
    }
  });

  it.each(VARIANTS)(
    '%s: every field forged in the URL, the body, the session report and /ingest',
    { timeout: 240_000 },
    async (id) => {
      const own = walks.filter((walk) => walk.variant === id);
      const person = (people += 1);
      const honest = new Map<HonestWalk, { post: BrowserPost; stored: StoredLead }>();
      for (const walk of own) honest.set(walk, await postHonest(server, walk, person));
      const failures: string[] = [];
      let count = 0;
      const planned = [...own.flatMap(qualifyingCases), ...casesOf(own, VARIANTS.indexOf(id))];
      for (const forgeCase of planned) {
        const { walk, way, forgery } = forgeCase;
        const { post, stored } = honest.get(walk)!;
        const sent = await sendForged(server, walk, post, { way, forgery, caseNumber: (cases += 1) }, person);
        // A landing query that names a page flag walks another path: not a forgery of this walk.
        if ('changed' in sent) continue;
        count += 1;
        const found = 'lost' in sent ? [sent.lost] : problems(walk, stored, sent.stored, way, forgery);
        if (found.length > 0)
          failures.push(`${label(forgeCase)} on ${describeWalk(walk)}: ${found.join('; ')}`);
      }
      expect(count).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    },
  );

  it.each(VARIANTS)(
    '%s: every field forged at once as hidden fields of the forms without JavaScript',
    { timeout: 120_000 },
    async (id) => {
      const failures: string[] = [];
      for (const [walkIndex, walk] of walks.entries()) {
        if (walk.variant !== id) continue;
        // A visitor of its own: the phone code the forms may ask for is limited per phone.
        const person = (people += 1);
        const { stored: honest } = await postHonest(server, walk, person);
        const forgery = everyFieldForged(walkIndex);
        const sent = await walkFormsForged(server, formsWalkOf(walk), person, forgery, honest.id);
        // What differs by the request, not the answers: the forms' own user agent and the consent text the page
        // shows (the JSON walk posts the model's sample), and a phone the forms verified (the JSON walk asked no code).
        const byTheRequest = ['user_agent:', 'tcpa:', ...(sent.verified ? ['sms_verified:'] : [])];
        const found =
          'stored' in sent
            ? problems(walk, honest, sent.stored, 'form-field', forgery).filter(
                (problem) => !byTheRequest.some((prefix) => problem.startsWith(prefix)),
              )
            : ['lost' in sent ? sent.lost : sent.changed];
        if (found.length > 0) failures.push(`hidden fields on ${describeWalk(walk)}: ${found.join('; ')}`);
      }
      expect(failures).toEqual([]);
    },
  );
});

/**
 * The walk as the forms take it. The forms find a route's firms themselves (the server's BUYERS_CONFIG, none here),
 * where the honest walk was given the model's five fixed firms; such a walk goes through the forms on the variant's
 * row that has those five fixed (d2), the same funnel, flags and routing states otherwise.
 */
function formsWalkOf(walk: HonestWalk): HonestWalk {
  const findsFirms = Object.keys(walk.definition.steps).some((name) => {
    const step = shownStep(walk.definition, name);
    return step?.kind === 'buyers' && step.role === 'find';
  });
  if (!findsFirms || walk.route.buyers) return walk;
  const fixed = SURVEY_ROUTES.find(
    (route) =>
      route.variant === walk.route.variant &&
      route.buyers === 'd2' &&
      route.routingStateList === walk.route.routingStateList,
  );
  return fixed ? { ...walk, route: fixed } : walk;
}

function label(forgeCase: ForgeCase): string {
  return `${forgeCase.way} ${forgeCase.field}=${JSON.stringify(forgeCase.value)}`;
}
