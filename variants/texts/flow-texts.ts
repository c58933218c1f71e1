import type { Localized } from '../steps/step-catalogue';

/**
 * What a funnel is about. Most funnels ask about a car accident; the benefits and ticket flows do not, so none of
 * their words may speak of one (test/component/funnel/flow-words.test.ts reads every screen of every flow).
 */
export type Flow = 'accident' | 'benefits' | 'ticket';

/** The survey screen's words around the question that change with the flow (the accident's are SCREEN_TEXTS). */
export type FlowScreenWord =
  | 'promise'
  | 'extraHeader'
  | 'matchHeader'
  | 'socialProof'
  | 'lastStep'
  | 'submitting'
  | 'submittingDetail'
  /** What the visitor asked about, as the last step's consent names it. */
  | 'consentMatter';

/**
 * A flow's own words: its variant carries them (`texts` on the definition), so each survey route's first load
 * has its own flow's words and no other's.
 */
export interface FlowTexts {
  flow: Flow;
  screen: Readonly<Record<FlowScreenWord, Localized>>;
}
