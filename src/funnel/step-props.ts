import type { CatalogueStep } from '../../variants/steps/step-catalogue';

/** What every step component receives: never the actor. */
export interface StepProps<S extends CatalogueStep = CatalogueStep> {
  name: string;
  step: S;
  /** What the visitor last gave at this step, to prefill it after BACK or a reload. */
  values: Readonly<Record<string, string>>;
  /** Every answer so far (the one-to-one buyers step reads the firms found for the lead). */
  answers?: Readonly<Record<string, string>>;
  today: string;
  language: 'en' | 'es';
  /** Answering this step posts the lead. */
  isLast: boolean;
  busy: boolean;
  onAnswer: (values: Record<string, string>) => void;
  /**
   * What the visitor typed on this step and has not sent, by field, as the step itself keeps it: restored after a
   * reload of the tab, it wins over `values`. Only steps with fields to type in read it.
   */
  typed?: Readonly<Record<string, string>>;
  /** Told what the visitor has typed so far, on every change, so a reload can restore it. */
  onType?: (typed: Record<string, string>) => void;
  /** Told how much of a step with many fields is filled (0 to 1), as it changes: the progress bar follows it. */
  onFilled?: (share: number) => void;
  /** How the post settled, once it has: a screen that ends the funnel words itself by it. */
  outcome?: { qualified: boolean; dqReason: string } | null;
  /** The fields the server refused in a post of this step (a page it rendered without JavaScript), by name. */
  errors?: Readonly<Record<string, string>>;
}
