import { FUNNEL_GUARDS, type GuardName } from '../../guards/funnel-guards';
import type { ActionName } from '../variant-definition';
import { SHARED_ACTIONS } from './shared-actions';

/**
 * The guards and actions half of the lead domain the funnel engine is handed (variants/registries/funnel-registries.ts): what
 * the names a definition's branches and steps use mean. Every step of a funnel needs them, from the first.
 */

/** What the page knows that a guard or an action may read (the engine's FunnelInput has it). */
interface PageFacts {
  today: string;
  language: 'en' | 'es';
  combinedLastStep: boolean;
  visitorState: string;
}

type Answers = Readonly<Record<string, string>>;

/**
 * The guards and actions of a funnel whose visitors in `dateOfBirthStates` (the site's configuration; none by
 * default) are asked their date of birth.
 */
export function branchingRegistries(dateOfBirthStates: readonly string[] = []) {
  const guards = Object.fromEntries(
    (Object.keys(FUNNEL_GUARDS) as GuardName[]).map((name) => [
      name,
      (answers: Answers, page: PageFacts) =>
        FUNNEL_GUARDS[name]({
          answers,
          today: page.today,
          language: page.language,
          combinedLastStep: page.combinedLastStep,
          visitorState: page.visitorState,
          dateOfBirthStates,
        }),
    ]),
  ) as Record<GuardName, (answers: Answers, page: PageFacts) => boolean>;
  const actions = Object.fromEntries(
    (Object.keys(SHARED_ACTIONS) as ActionName[]).map((name) => [
      name,
      (answers: Answers, page: PageFacts) => SHARED_ACTIONS[name](answers, page.today),
    ]),
  ) as Record<ActionName, (answers: Answers, page: PageFacts) => Record<string, string>>;
  return { guards, actions };
}
