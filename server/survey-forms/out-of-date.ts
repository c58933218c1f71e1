import { newTimeOrderedId } from '../../services/time-ordered-id';
import { utcIsoDate } from '../../guards/dates';
import { phoneDigits } from '../../guards/field-rules';
import { funnelStartFacts } from '../../variants/routes/funnel-start';
import { funnelRegistries } from '../../variants/registries/funnel-registries';
import { FUNNEL_ACTION_FIELD, FUNNEL_STATE_FIELD } from '../../variants/native-forms/native-form-posts';
import type { FunnelFormState } from './form-state';
import { serverLeadPost } from './lead-post';
import type { SurveyPost, SurveyPostAnswer, SurveyPostServices } from './survey-post-types';

/** Why a lead stored from a page the server could not continue is marked for review. */
export const OUT_OF_DATE_ISSUE = {
  field: 'funnel_state',
  message: 'The page posted was not one this server signed; its answers are stored as posted.',
};

/** Everything the page carried: the answers its state held (readable, though not trusted) and what it posted. */
function answersOf(post: SurveyPost, readable: FunnelFormState | null): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const event of readable?.events ?? []) Object.assign(answers, event.values);
  Object.assign(answers, readable?.held?.values ?? {});
  for (const [name, value] of Object.entries(post.body)) {
    if (name === FUNNEL_STATE_FIELD || name === FUNNEL_ACTION_FIELD || value === undefined) continue;
    answers[name] = typeof value === 'string' ? value : value.join(',');
  }
  return answers;
}

/**
 * A page the server cannot continue: its state was changed, signed with another key (FORM_STATE_SECRET rotated),
 * belongs to another survey, or no longer replays through the variant as it is now. The visitor is told so and
 * offered a fresh start; but a lead is never lost for it: when what the page carried reaches the visitor (an
 * e-mail or a phone), it is stored as a lead, its answers as posted, marked for review.
 */
export async function keepWhatWasPosted(
  post: SurveyPost,
  services: SurveyPostServices,
  readable: FunnelFormState | null,
): Promise<SurveyPostAnswer> {
  const answers = answersOf(post, readable);
  const restart = { kind: 'out-of-date' as const, restart: post.url };
  if ((answers.email ?? '').trim() === '' && phoneDigits(answers.phone ?? '') === '') {
    return { ...restart, detailsKept: false };
  }
  const today = utcIsoDate(services.clock());
  const { submission } = funnelRegistries(post.definition, {
    routingStateList: post.route.routingStateList,
    dateOfBirthStates: services.site.dateOfBirthStates,
  });
  const lead = submission.buildLead({
    // A fresh id: the page's own may be made up, and must not stand for another visitor's lead.
    input: {
      leadId: newTimeOrderedId(),
      today,
      language: post.route.language,
      tracking: funnelStartFacts(post.route, post.query).tracking,
      page: { landing_page: post.origin, landing_page_url: `${post.origin}${post.url}` },
    },
    answers,
    place: null,
    timings: [],
  });
  const store = serverLeadPost({
    definition: post.definition,
    intake: services.intake,
    arrival: post.arrival,
    today,
    issues: [OUT_OF_DATE_ISSUE],
  });
  const detailsKept = await store(lead).then(
    () => true,
    () => false,
  );
  return { ...restart, detailsKept };
}
