import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { LeadDatabase } from '../storage/database';

/**
 * The visitor's funnel between two form posts, in a hidden field of the page (docs/design.md, "A funnel without
 * JavaScript"): what the machine was started with and every answer given, in order, so the server can replay them
 * through the same machine. It is signed (HMAC-SHA256) so a changed field is refused rather than believed; it is
 * not secret from the visitor, whose own answers it holds, and the pages that carry it are never cached.
 */

/** What the machine was started with (its FunnelInput), as the first post found it. */
export interface StateInput {
  leadId: string;
  startedAt?: number;
  today: string;
  language: 'en' | 'es';
  combinedLastStep: boolean;
  visitorState: string;
  tracking: Record<string, string>;
  page: Record<string, string>;
}

/** One answer given, as the machine was sent it. */
export interface StateEvent {
  values: Record<string, string>;
  at: number;
}

export interface FunnelFormState {
  /** The survey path the state belongs to: a state posted to another survey is refused. */
  path: string;
  input: StateInput;
  events: StateEvent[];
  /** The consent modals already opened on the step showing (each opens at most once). */
  modalsShown?: string[];
  /** The last answer, held while its phone is verified; when the last code was sent. */
  held?: { values: Record<string, string>; codeSentAt: number };
}

const VERSION = 'v1';
/** The name the database keeps its own key under when FORM_STATE_SECRET is unset. */
export const FORM_STATE_SECRET_NAME = 'form-state';

export type OpenedState =
  | { kind: 'valid'; state: FunnelFormState }
  /** Not signed by this server (changed, or signed with another key): its content, when readable, is kept. */
  | { kind: 'unsigned'; readable: FunnelFormState | null }
  | { kind: 'unreadable' };

export interface FormStateSigner {
  seal(state: FunnelFormState): Promise<string>;
  open(token: string): Promise<OpenedState>;
}

function readPayload(payload: string): FunnelFormState | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as FunnelFormState;
    const wellFormed =
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof parsed.path === 'string' &&
      typeof parsed.input === 'object' &&
      parsed.input !== null &&
      Array.isArray(parsed.events);
    return wellFormed ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The database's own key: made once by whichever process asks first (the insert that loses the race changes
 * nothing), then read by every process that shares the database.
 */
async function databaseSecret(database: LeadDatabase): Promise<string> {
  await database
    .insertInto('server_secrets')
    .values({ name: FORM_STATE_SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await database
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', FORM_STATE_SECRET_NAME)
    .executeTakeFirstOrThrow();
  return row.value;
}

export function createFormStateSigner(
  database: LeadDatabase,
  configuredSecret: string | undefined,
): FormStateSigner {
  let secret: Promise<string> | undefined;
  const key = () => {
    secret ??= (configuredSecret ? Promise.resolve(configuredSecret) : databaseSecret(database)).catch(
      (error: unknown) => {
        secret = undefined;
        throw error;
      },
    );
    return secret;
  };
  const sign = async (payload: string) =>
    createHmac('sha256', await key())
      .update(`${VERSION}.${payload}`)
      .digest('base64url');

  return {
    async seal(state) {
      const payload = Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
      return `${VERSION}.${payload}.${await sign(payload)}`;
    },
    async open(token) {
      const [version, payload, signature] = token.split('.');
      if (version !== VERSION || !payload || !signature) return { kind: 'unreadable' };
      const readable = readPayload(payload);
      if (!readable) return { kind: 'unreadable' };
      const expected = Buffer.from(await sign(payload));
      const given = Buffer.from(signature);
      const signed = expected.length === given.length && timingSafeEqual(expected, given);
      return signed ? { kind: 'valid', state: readable } : { kind: 'unsigned', readable };
    },
  };
}
