import { isTrailReason } from '../../guards/trail';
import { identityOf } from '../../guards/identity';
import { cleanText } from '../../guards/lead-normalization';
import type { SaveDataBody } from '../../services/api/save-data/save-data-contract';
import type { Device } from '../analytics/device';
import type { LeadDatabase } from './database';

/** One saved session as the analytics read it: no answers, only the path. */
export interface SessionPath {
  currentStep: string;
  steps: { step: string; seconds: number }[];
  submitted: boolean;
  /** Its stored lead's trail did not replay (dq_reason `trail|<why>`): a lead kept, delivered nowhere by default. */
  unreplayed: boolean;
  experiment: string;
  arm: string;
}

export interface SessionRange {
  variant: string;
  /** ISO instants: from inclusive, to exclusive, on the session's first save. */
  from?: string;
  to?: string;
  /** Only the sessions that landed with this utm_source or affid, or were reported from this kind of device. */
  utm_source?: string;
  affid?: string;
  device?: Device;
}

export interface SessionStore {
  /** Stores the session, or updates it: the latest save wins, and a posted session stays posted. */
  save(
    body: SaveDataBody,
    now: Date,
    experiment?: { experiment: string; arm: string },
    device?: Device | '',
  ): Promise<void>;
  /** Deletes the sessions not saved since `before`; answers how many. */
  purge(before: Date): Promise<number>;
  paths(range: SessionRange): Promise<SessionPath[]>;
  /** Per arm of an experiment: the sessions (visitors) and those that posted a lead. */
  arms(experiment: string, range: Omit<SessionRange, 'variant'>): Promise<ArmSessionCounts[]>;
}

export interface ArmSessionCounts {
  arm: string;
  visitors: number;
  submitted: number;
}

/**
 * The session with control characters gone from every text in it (but tab and line breaks): PostgreSQL refuses
 * a NUL in text and SQLite would keep it, so both engines are given the same clean text.
 */
export function cleanSession(body: SaveDataBody): SaveDataBody {
  return {
    session: {
      id: cleanText(body.session.id),
      variant: cleanText(body.session.variant),
      path: cleanText(body.session.path),
      utm_source: cleanText(body.session.utm_source ?? ''),
      affid: cleanText(body.session.affid ?? ''),
    },
    data: {
      step: cleanText(body.data.step),
      steps: body.data.steps.map(({ step, seconds }) => ({ step: cleanText(step), seconds })),
      answers: Object.fromEntries(
        Object.entries(body.data.answers).map(([field, value]) => [cleanText(field), cleanText(value)]),
      ),
      submitted: body.data.submitted,
    },
  };
}

export function createSessionStore(database: LeadDatabase): SessionStore {
  return {
    async save(sent, now, experiment, device = '') {
      const body = cleanSession(sent);
      const at = now.toISOString();
      const identity = identityOf(body.data.answers);
      const row = {
        current_step: body.data.step,
        steps_json: JSON.stringify(body.data.steps),
        answers_json: JSON.stringify(body.data.answers),
        submitted: body.data.submitted ? 1 : 0,
        updated_at: at,
        email_identity: identity.email,
        phone_identity: identity.phone,
        // A report without a user agent does not undo what an earlier one said.
        ...(device ? { device } : {}),
      };
      await database
        .insertInto('sessions')
        .values({
          id: body.session.id,
          variant: body.session.variant,
          route_path: body.session.path,
          experiment: experiment?.experiment ?? '',
          arm: experiment?.arm ?? '',
          // Where the visitor came from is the landing's: the first report's, kept on later ones.
          utm_source: body.session.utm_source ?? '',
          affid: body.session.affid ?? '',
          created_at: at,
          ...row,
        })
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet((update) => ({
            ...row,
            // A beacon from before the post, arriving after it, does not undo it.
            submitted: body.data.submitted ? 1 : update.ref('sessions.submitted'),
          })),
        )
        .execute();
    },
    async purge(before) {
      const result = await database
        .deleteFrom('sessions')
        .where('updated_at', '<', before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async paths({ variant, from, to, utm_source, affid, device }) {
      // Posted means stored: a session counts as posted only when the server holds its lead, whatever the browser
      // said it did.
      let query = database
        .selectFrom('sessions')
        .leftJoin('leads', 'leads.id', 'sessions.id')
        .select([
          'current_step',
          'steps_json',
          'experiment',
          'arm',
          'leads.id as lead_id',
          'leads.dq_reason as dq_reason',
        ])
        .where('variant', '=', variant);
      if (from) query = query.where('created_at', '>=', from);
      if (to) query = query.where('created_at', '<', to);
      if (utm_source !== undefined) query = query.where('sessions.utm_source', '=', utm_source);
      if (affid !== undefined) query = query.where('sessions.affid', '=', affid);
      if (device !== undefined) query = query.where('sessions.device', '=', device);
      const rows = await query.execute();
      return rows.map((row) => ({
        currentStep: row.current_step,
        steps: JSON.parse(row.steps_json) as SessionPath['steps'],
        submitted: row.lead_id !== null,
        unreplayed: row.lead_id !== null && isTrailReason(row.dq_reason ?? undefined),
        experiment: row.experiment,
        arm: row.arm,
      }));
    },
    async arms(experiment, { from, to }) {
      let query = database
        .selectFrom('sessions')
        .leftJoin('leads', 'leads.id', 'sessions.id')
        .select((eb) => [
          'arm',
          eb.fn.countAll<number | string>().as('visitors'),
          // Only sessions whose lead the server stored.
          eb.fn.count<number | string>('leads.id').as('submitted'),
        ])
        .where('experiment', '=', experiment)
        .groupBy('arm');
      if (from) query = query.where('created_at', '>=', from);
      if (to) query = query.where('created_at', '<', to);
      const rows = await query.execute();
      // PostgreSQL answers counts and sums as text (bigint).
      return rows.map((row) => ({
        arm: row.arm,
        visitors: Number(row.visitors),
        submitted: Number(row.submitted ?? 0),
      }));
    },
  };
}
