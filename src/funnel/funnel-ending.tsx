import { ThankYouEnding } from '../ui/reason-ending';
import { endingFor } from '../../variants/texts/endings';
import type { Flow } from '../../variants/texts/flow-texts';
import type { ReactNode } from 'react';

export interface FunnelEndingProps {
  flow: Flow;
  language: 'en' | 'es';
  dqReason: string;
  answers: Readonly<Record<string, string>>;
  /** What shows where no ending is written for the reason. */
  otherwise: ReactNode;
}

/**
 * The ending by reason on a screen that ends the funnel, as the thank-you page shows it: in a chunk of its own,
 * loaded only when a funnel ends there, so no survey's first load carries the endings' words.
 */
export function FunnelEnding({ flow, language, dqReason, answers, otherwise }: FunnelEndingProps) {
  const ending = endingFor(flow, language, dqReason, answers);
  return ending ? <ThankYouEnding ending={ending} language={language} /> : <>{otherwise}</>;
}
