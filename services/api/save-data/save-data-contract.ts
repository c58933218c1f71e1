import { z } from 'zod';
import { saveDataCall } from './save-data-call';
import { LEAD_PATHS } from '../../service-worker-messages';
import { defineContract } from '../contract';

/**
 * `POST /api/save-data`: the funnel so far, sent by the browser as the visitor leaves (navigator.sendBeacon).
 * Each save carries the whole session, so a lost or repeated beacon costs nothing: the last one received wins.
 */
/** More answers than any funnel asks (the longest has about 60 fields): a session beyond it is not a funnel's. */
export const MAX_SESSION_ANSWERS = 200;

export const saveDataBodySchema = z.object({
  session: z.object({
    /** The funnel's lead_id. */
    id: z.string().min(8).max(64),
    variant: z.string().min(1).max(40),
    /** The route walked, e.g. /survey/v4nv. */
    path: z.string().min(1).max(200),
    /** The landing URL's tracking, so drop-off can be read per traffic source; absent from older pages. */
    utm_source: z.string().max(200).optional(),
    affid: z.string().max(200).optional(),
  }),
  data: z.object({
    /** The step shown now: where the visitor is, or left. */
    step: z.string().min(1).max(80),
    /** The path taken so far, in order, with the seconds on each step. */
    steps: z
      .array(z.object({ step: z.string().min(1).max(80), seconds: z.number().min(0).max(86_400) }))
      .max(200),
    answers: z
      .record(z.string().max(80), z.string().max(5000))
      .refine((answers) => Object.keys(answers).length <= MAX_SESSION_ANSWERS, {
        message: `At most ${MAX_SESSION_ANSWERS} answers`,
      }),
    /** Whether the funnel has posted its lead, as the browser saw it; the server counts only stored leads. */
    submitted: z.boolean(),
  }),
  /**
   * The lead itself, once the visitor has tapped the last button: a second channel beside its own call, stored by
   * the server the same way when no lead with this lead_id exists yet.
   */
  lead: z
    .object({
      path: z.enum(LEAD_PATHS),
      fields: z.record(z.string(), z.unknown()),
    })
    .optional(),
});

export type SaveDataBody = z.infer<typeof saveDataBodySchema>;

/** The spec's answer: the browser reads both; both are false on failure. */
export const saveDataAnswerSchema = z.object({
  userBackupStatus: z.boolean(),
  userProgressionStatus: z.boolean(),
});

export type SaveDataAnswer = z.infer<typeof saveDataAnswerSchema>;

/** 503, both false, when the session could not be stored. */
export const saveDataContract = defineContract(saveDataCall, {
  summary: 'Save the funnel so far as the visitor leaves',
  request: saveDataBodySchema,
  answer: saveDataAnswerSchema,
  otherAnswers: { 503: saveDataAnswerSchema },
});
