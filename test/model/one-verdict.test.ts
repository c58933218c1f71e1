/**
 * One verdict (issue 35, item 5): every generated path of every variant (the model tests' generator), walked on
 * the browser's own machine with its lead builder and submission step, posted with its trail to the real app
 * (`app.inject`); what the browser would tell the visitor (its own `lead_is_qualified` and `dq_reason`, the
 * thank-you query, the partner offer) equals what the server stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { opensPartnerOffer } from '../../guards/partner-offer';
import { thankYouQuery } from '../../guards/thank-you-query';
import type { Lead } from '../../machines/funnel-types';
import type { PostLeadResponse } from '../../services/api/lead/lead-contract';
import { VARIANT_IDS } from '../../variants';
import {
  browserMachine,
  describeWalk,
  eventsAs,
  generatedWalks,
  inputFor,
  leadRouteOf,
  postedLead,
  type HonestWalk,
} from '../server/forge/honest-walks';
import { ONLY_VARIANTS, TRAIL_REPLAY } from '../server/forge/replay-switch';
import { postLead, readLead } from '../server/forge/ways-in';
import { startInjectedServer, type InjectedServer } from '../server/support/test-server';

const VARIANTS =
  ONLY_VARIANTS.length > 0 ? VARIANT_IDS.filter((id) => ONLY_VARIANTS.includes(id)) : VARIANT_IDS;

/** What a visitor is told of a lead: the verdict, its reason, the thank-you page's verdict and the partner offer. */
function told(walk: HonestWalk, lead: Readonly<Record<string, string | undefined>>) {
  const query = new URLSearchParams(thankYouQuery(lead, { language: walk.route.language }));
  return {
    lead_is_qualified: lead.lead_is_qualified ?? '',
    dq_reason: lead.dq_reason ?? '',
    q: query.get('q'),
    is_disqualified: query.get('is_disqualified'),
    thank_you_reason: query.get('dq_reason'),
    partner_offer: opensPartnerOffer(lead, walk.definition.partnerOffer),
  };
}

describe.runIf(TRAIL_REPLAY)('one verdict: the browser tells the visitor what the server stored', () => {
  let server: InjectedServer;

  beforeAll(async () => {
    server = await startInjectedServer({ rateLimitMax: 1_000_000, leadRateLimitMax: 1_000_000 });
  });

  afterAll(async () => {
    await server?.close();
  });

  it.each(VARIANTS)('%s: every generated path', { timeout: 120_000 }, async (id) => {
    const walks = await generatedWalks(id);
    expect(walks.length).toBeGreaterThan(0);
    const disagreements: string[] = [];
    for (const [index, walk] of walks.entries()) {
      // The browser's own lead, as it stands before the server answers, and the one it posts with its trail.
      let browserLead: Lead | undefined;
      let storedId = '';
      const recorded: { trail: ReturnType<typeof trailOf> } = { trail: [] };
      const machine = browserMachine(walk, async (lead): Promise<PostLeadResponse> => {
        browserLead = await postedLead(walk.definition, lead);
        const body = { ...browserLead, trail: recorded.trail };
        storedId = await postLead(server, leadRouteOf(walk.definition), body);
        const stored = await readLead(server, storedId);
        return {
          id: storedId,
          lead_is_qualified: stored.lead.lead_is_qualified === 'yes' ? 'yes' : 'no',
          dq_reason: stored.lead.dq_reason ?? '',
        };
      });
      const actor = createActor(machine, {
        input: inputFor(walk.route, `utm_content=one-verdict-${id}-${index}`, crypto.randomUUID()),
      }).start();
      for (const event of eventsAs(walk, index)) {
        actor.send(event);
        recorded.trail = trailOf(actor);
      }
      await waitFor(actor, (snapshot) => snapshot.status === 'done' || snapshot.hasTag('ended'), {
        timeout: 30_000,
      });
      actor.stop();
      const stored = await readLead(server, storedId);
      const browser = told(walk, browserLead!);
      const server_ = told(walk, stored.lead);
      if (JSON.stringify(browser) !== JSON.stringify(server_))
        disagreements.push(
          `${describeWalk(walk)}: the browser ${JSON.stringify(browser)}, the server ${JSON.stringify(server_)}`,
        );
    }
    expect(disagreements).toEqual([]);
  });
});

/** The trail the machine recorded, as the browser sends it (without the progress each step showed). */
function trailOf(actor: {
  getSnapshot(): { context: { trail: { step: string; values: Record<string, string> }[] } };
}) {
  return actor.getSnapshot().context.trail.map(({ step, values }) => ({ step, values: { ...values } }));
}
