import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CODE_TTL_MS,
  MAX_WRONG_TRIES,
  SEND_WINDOW_MS,
  SENDS_PER_IP,
  SENDS_PER_PHONE,
  codeHasLength,
  toE164,
} from '../../guards/phone-verification';
import { routeOf } from '../../services/api/contract';
import {
  checkCodeContract,
  sendCodeContract,
} from '../../services/api/phone-verification/phone-verification-contract';
import { smsOutboxContract } from '../../services/api/sms-outbox/sms-outbox-contract';
import type { Clock } from '../clock';
import type { PhoneVerifier } from '../phone-verification/verifier';
import type { PhoneVerificationStore } from '../storage/phone-verification-store';

export interface PhoneVerificationOptions {
  store: PhoneVerificationStore;
  verifier: PhoneVerifier;
  clock: Clock;
}

/**
 * `POST /two-step-verification/send` and `/code`: a code sent to a US phone, limited per phone and per client IP
 * within the hour; a code lives 10 minutes and takes 5 wrong tries, after which the check is refused. An approved
 * code records the phone as verified for the lead.
 */
export const phoneVerificationRoutes: FastifyPluginAsyncZod<PhoneVerificationOptions> = async (
  app,
  { store, verifier, clock },
) => {
  app.route({
    ...routeOf(sendCodeContract),
    bodyLimit: 1024,
    config: { invalidInputError: 'Invalid verification request' },
    handler: async (request, reply) => {
      const phone = toE164(request.body.phone);
      if (!phone) return reply.code(200).send({ sent: false, error: 'Not a US phone number' });
      const now = clock();
      const since = new Date(now.getTime() - SEND_WINDOW_MS);
      const [byPhone, byIp] = await Promise.all([
        store.sendsSince({ phone }, since),
        store.sendsSince({ ip: request.ip }, since),
      ]);
      if (byPhone >= SENDS_PER_PHONE || byIp >= SENDS_PER_IP) {
        return reply.code(429).send({ sent: false, error: 'Too many codes sent; try again later' });
      }
      try {
        const codeHash = await verifier.send(phone, now);
        await store.recordSend(phone, request.ip, now);
        await store.saveCode(phone, codeHash, new Date(now.getTime() + CODE_TTL_MS));
        return { sent: true };
      } catch (error) {
        request.log.warn(
          { sender: verifier.kind, reason: (error as Error).message },
          'verification code not sent',
        );
        return { sent: false, error: 'The code could not be sent' };
      }
    },
  });

  app.route({
    ...routeOf(checkCodeContract),
    bodyLimit: 1024,
    config: { invalidInputError: 'Invalid verification request' },
    handler: async (request, reply) => {
      const phone = toE164(request.body.phone);
      const now = clock();
      const live = phone ? await store.liveCode(phone) : undefined;
      if (!phone || !live || live.expiresAt <= now) return { status: 'expired' as const };
      if (live.wrongTries >= MAX_WRONG_TRIES) return reply.code(429).send({ status: 'refused' as const });
      const code = request.body.code.trim();
      let approved = false;
      try {
        approved = codeHasLength(code) && (await verifier.check(phone, code, live));
      } catch (error) {
        request.log.warn(
          { sender: verifier.kind, reason: (error as Error).message },
          'verification check failed',
        );
      }
      if (!approved) {
        await store.recordWrongTry(phone);
        return { status: 'pending' as const };
      }
      await store.dropCode(phone);
      await store.approve(request.body.lead_id, phone, now);
      return { status: 'approved' as const };
    },
  });
};

/** `GET /api/sms-outbox`, an operators' route: what the embedded sender "sent". */
export const smsOutboxRoute: FastifyPluginAsyncZod<{ store: PhoneVerificationStore }> = async (
  app,
  { store },
) => {
  app.route({
    ...routeOf(smsOutboxContract),
    handler: async (request) => ({ messages: await store.outbox(request.query.limit) }),
  });
};
