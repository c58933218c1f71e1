import {
  createContext,
  useContext,
  type ComponentType,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { Snapshot } from 'xstate';
import { FUNNEL_STATE_FIELD, type NativeFormView } from '../../variants/native-forms/native-form-posts';
import type { FunnelEndingProps } from './funnel-ending';
import type { PhoneVerificationProps } from './phone-verification';

/**
 * Every step is a real form (docs/funnels.md, "Without JavaScript"): it posts to the survey's own address, and
 * the server advances the same machine and answers with the next step's page. In the browser the page handles the
 * submit itself and nothing here shows; a page the server renders for a post is given what the post left (the
 * signed state, the fields in error, an open modal) through this context.
 */
export interface ServerRenderedFunnel extends NativeFormView {
  /** The machine as the server left it (a persisted snapshot), or null for a fresh funnel. */
  snapshot: Snapshot<unknown> | null;
  /** The phone-verification modal, loaded: a page rendered at once cannot wait for its chunk. */
  PhoneModal?: ComponentType<PhoneVerificationProps>;
  /** The ending by reason, loaded: a page rendered at once shows what Suspense would only show once loaded. */
  Ending?: ComponentType<FunnelEndingProps>;
}

const NativeFormContext = createContext<ServerRenderedFunnel | null>(null);

export const NativeFormProvider = NativeFormContext.Provider;

/** What the server's post left for this page, or null in the browser and the prerendered page. */
export function useServerRenderedFunnel(): ServerRenderedFunnel | null {
  return useContext(NativeFormContext);
}

/** The signed funnel the server gave the page, posted back with each of its forms. */
export function FunnelStateField() {
  const state = useServerRenderedFunnel()?.state;
  return state ? <input type="hidden" name={FUNNEL_STATE_FIELD} value={state} /> : null;
}

const handledByThePage = (event: FormEvent) => event.preventDefault();

interface StepFormProps {
  /** The page's own handling of the submit; without it the page only keeps the browser from posting. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  id?: string;
  children: ReactNode;
}

/**
 * A step's form. Without an action it posts to the page's own address, query and all, so the prerendered page
 * (built once for every visitor) keeps each visitor's landing query; a page the server renders names it.
 */
export function StepForm({ onSubmit = handledByThePage, formRef, id, children }: StepFormProps) {
  const action = useServerRenderedFunnel()?.action;
  return (
    <form ref={formRef} id={id} method="post" action={action} onSubmit={onSubmit} noValidate>
      <FunnelStateField />
      {children}
    </form>
  );
}
