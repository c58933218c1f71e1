import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../services/api/contract';
import { leadProofContract } from '../../services/api/lead-proof/lead-proof-contract';
import type { LeadProofConfig } from '../config';

export interface LeadProofOptions {
  proof: LeadProofConfig;
}

/** `GET /api/lead-proof`: which vendor, pixel and media scripts a survey page loads. */
export const leadProofRoute: FastifyPluginAsyncZod<LeadProofOptions> = async (app, { proof }) => {
  const answer = {
    trustedForm: proof.trustedFormScriptUrl ? { scriptUrl: proof.trustedFormScriptUrl } : null,
    jornaya: proof.jornaya
      ? { scriptUrl: proof.jornaya.scriptUrl, campaignId: proof.jornaya.campaignId }
      : null,
    everflow: proof.everflowSdkUrl ? { sdkUrl: proof.everflowSdkUrl } : null,
    pageScripts: {
      adPixel: proof.pageScripts.adPixel ?? null,
      identityPixel: proof.pageScripts.identityPixel ?? null,
      injuryPixel: proof.pageScripts.injuryPixel ?? null,
      ticketPixel: proof.pageScripts.ticketPixel ?? null,
      mediaLoader: proof.pageScripts.mediaLoader ?? null,
    },
  };
  app.route({
    ...routeOf(leadProofContract),
    handler: async (_request, reply) => {
      // The same for every visitor until the operator changes the settings and restarts.
      reply.header('cache-control', 'public, max-age=300');
      return answer;
    },
  });
};
