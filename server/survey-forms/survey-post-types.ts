import type { FoundBuyers } from '../../guards/one-to-one';
import type { FunnelCalls } from './native-funnel';
import type { VariantDefinition } from '../../variants/variant-definition';
import type { NativeFormView } from '../../variants/native-forms/native-form-posts';
import type { SurveyRoute } from '../../variants/routes/route-table';
import type { PostedForm } from '../../variants/native-forms/step-post';
import type { Clock } from '../clock';
import type { FieldChecks } from '../field-checks';
import type { LeadArrival, LeadIntake } from '../lead-intake';
import type { CodeFlow } from '../phone-verification/code-flow';
import type { FormStateSigner } from './form-state';

/** The site's settings the pages were built with, which the funnel's rules and words read. */
export interface SiteFacts {
  name: string;
  dateOfBirthStates: readonly string[];
  partnerOfferUrl: string;
}

/** One form post to a survey path. */
export interface SurveyPost {
  route: SurveyRoute;
  definition: VariantDefinition;
  /** The path and query posted to: where the page's forms post next. */
  url: string;
  query: URLSearchParams;
  /** The scheme and host the visitor landed on. */
  origin: string;
  body: PostedForm;
  arrival: LeadArrival;
}

/** What answering a post needs of the server. */
export interface SurveyPostServices {
  signer: FormStateSigner;
  checks: FieldChecks;
  codes: CodeFlow;
  intake: LeadIntake;
  /** The place look-up before the post, bound by the lead's provider deadline. */
  lookUpPlace: FunnelCalls['lookUpPlace'];
  /** The one-to-one firms for a lead's zip code or state (BUYERS_CONFIG), as `POST /buyers/get-available` finds. */
  findBuyers: (fields: { zip_code?: string; state?: string }) => Promise<FoundBuyers>;
  clock: Clock;
  site: SiteFacts;
}

/** What the server answers a post with. */
export type SurveyPostAnswer =
  /** A step's page: the next step, the same step with its errors, a modal or the phone-code step. */
  | { kind: 'page'; status: number; snapshot: unknown; view: NativeFormView }
  /** The lead is stored: the thank-you page, with the query the browser would have carried there. */
  | { kind: 'thank-you'; location: string; partnerOffer: string | null }
  /** The page posted is not one this server can continue (changed, or made for another version). */
  | { kind: 'out-of-date'; restart: string; detailsKept: boolean };
