import type { FieldError } from '../../guards/field-rules';
import type { FormError } from './form-rules';
import type { PhoneCodeView } from './native-form-modals';

/**
 * The survey's form contract without JavaScript (docs/funnels.md, "Without JavaScript"): every step is a
 * `<form method="post">` to its own survey path, and the server advances the same machine from what it posts.
 * Besides the step's own fields (named as the lead fields, an answer button's name its step's field and its value
 * the answer's `data-answer`), a form may post these two. The modals' own names are in `native-form-modals.ts`,
 * which loads with the modals only.
 */

/** The hidden field with the visitor's funnel, signed by the server; absent on the prerendered first step. */
export const FUNNEL_STATE_FIELD = 'funnel_state';

/** The submit button's own name, for what is not an answer: Back, and the answers to the modals. */
export const FUNNEL_ACTION_FIELD = 'funnel_action';

/** Back: a submit of a form of its own above the question. */
export const BACK_ACTION = 'back';

/**
 * What a page the server renders for a form post shows beyond the machine's step: the signed state the next post
 * carries, and what the step's own component would have held in its state had it run in the browser. The browser
 * renders none of it: every field is absent there.
 */
export interface NativeFormView {
  /** The signed state for the hidden field; empty on the prerendered page (a fresh funnel). */
  state: string;
  /** Where the step's forms post: the survey path with the landing query. Absent: the page's own address. */
  action?: string;
  /** The landing query, whose flags the page shows (the prerendered page lays them on by script). */
  query?: string;
  /** What the visitor posted on a step the server refused, by field, as the step shows it. */
  typed?: Record<string, string>;
  /** The step's fields in error, by field name. */
  errors?: Record<string, FieldError | FormError>;
  /** The consent modal the one-to-one step opens. */
  modal?: 'consent-1' | 'consent-2';
  phoneCode?: PhoneCodeView;
  /** The lead could not be stored: the last step again, with the notice to send it again. */
  postFailed?: boolean;
}
