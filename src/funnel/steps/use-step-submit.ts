import { useState, type FormEvent, type RefObject } from 'react';
import { measureConsentTap } from '../consent-tap-loader';

export interface StepSubmitPlan<Error extends string> {
  isLast: boolean;
  form: RefObject<HTMLFormElement | null>;
  /** The step's fields by name, in the order shown: the first in error takes the focus. */
  fields: readonly string[];
  /** The consent text shown beside the button on the last step. */
  consent: () => Element | null;
  /** The local rules' errors, by field name; none when every field passes. */
  localErrors: () => Record<string, Error>;
  /** The answer the fields give once they pass. */
  answer: () => Record<string, string>;
  /**
   * The server's checks of the answer, and the answers they add (the description's gibberish verdict). Each step
   * brings its own, so a step on the survey's first load imports them and a lazy one loads them when it opens.
   */
  remoteChecks: (
    answer: Record<string, string>,
  ) => Promise<{ errors: Record<string, Error>; extra?: Record<string, string> }>;
  /** Goes on with the checked answer; `tapped` settles once the consent's view at the tap is recorded. */
  proceed: (answer: Record<string, string>, tapped: Promise<void> | undefined) => Promise<void> | void;
  setErrors: (errors: Record<string, Error>) => void;
  /**
   * Whether the errors shown stay until a check finds some (a form's notice of its errors), rather than clear
   * when the local rules pass.
   */
  keepErrorsUntilRefused?: boolean;
}

/**
 * The tap on a step's button, the same on every step with fields: the consent's view measured at the tap, before
 * any check redraws the page; the local rules, then the server's checks, each refusing with the first field in
 * error focused; then the step goes on. While the server's checks and the step's going on run, `checking` holds
 * the button, and a second tap does nothing.
 */
export function useStepSubmit<Error extends string>(plan: StepSubmitPlan<Error>) {
  const [checking, setChecking] = useState(false);

  const refuse = (errors: Record<string, Error>): boolean => {
    const first = plan.fields.find((name) => errors[name]);
    if (first === undefined) return false;
    plan.setErrors(errors);
    plan.form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return true;
  };

  const run = async () => {
    const tapped = plan.isLast ? measureConsentTap(plan.consent()) : undefined;
    const local = plan.localErrors();
    if (!plan.keepErrorsUntilRefused) plan.setErrors(local);
    if (refuse(local)) return;
    const answer = plan.answer();
    setChecking(true);
    try {
      const remote = await plan.remoteChecks(answer);
      if (refuse(remote.errors)) return;
      await plan.proceed({ ...answer, ...remote.extra }, tapped);
    } finally {
      setChecking(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    void run();
  };

  return { checking, submit };
}
