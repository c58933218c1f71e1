import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { LoadFailureBoundary } from './load-failure-boundary';
import { useServerRenderedFunnel } from './native-form';

/** Loaded only when a verify-phone page reaches its last step: no survey's first load carries it. */
const loadPhoneVerification = () => import('./phone-verification');
const PhoneVerification = lazy(loadPhoneVerification);

export interface PhoneGate {
  /** Sends the answer on, or first holds it while its phone is verified. */
  pass: (values: Record<string, string>) => void;
  /** The answer held while its phone is verified, or null. */
  held: Record<string, string> | null;
  /** Ends the verification: `post` sends the held answer on, `verified` marks its phone as verified. */
  settle: (post: boolean, verified: boolean) => void;
}

/**
 * The phone check before the last step posts (verify-phone): the answer waits here while its phone is verified,
 * and a phone verified once is not asked again. `knownPhone` is the phone an earlier step gave.
 */
export function usePhoneGate(
  enabled: boolean,
  knownPhone: string,
  send: (values: Record<string, string>) => void,
): PhoneGate {
  // Without JavaScript the server holds the answer on its phone-code page, and renders the modal open.
  const serverHeld = useServerRenderedFunnel()?.phoneCode?.held ?? null;
  const [held, setHeld] = useState<Record<string, string> | null>(serverHeld);
  const verifiedPhone = useRef<string | null>(null);
  useEffect(() => {
    if (enabled) loadPhoneVerification().catch(() => undefined);
  }, [enabled]);
  const pass = (values: Record<string, string>) => {
    const phone = values.phone ?? knownPhone;
    if (enabled && phone && verifiedPhone.current !== phone) setHeld(values);
    else send(values);
  };
  const settle = (post: boolean, verified: boolean) => {
    if (!held) return;
    setHeld(null);
    if (verified) verifiedPhone.current = held.phone ?? knownPhone;
    if (post) send(held);
    else document.querySelector<HTMLElement>('[data-action="submit"]')?.focus();
  };
  return { pass, held, settle };
}

/** The verification modal while the gate holds an answer. */
export function PhoneGateModal({
  gate,
  knownPhone,
  leadId,
  language,
}: {
  gate: PhoneGate;
  knownPhone: string;
  leadId: string;
  language: 'en' | 'es';
}) {
  // A page the server renders has the modal at hand: it cannot wait for a chunk.
  const Modal = useServerRenderedFunnel()?.PhoneModal ?? PhoneVerification;
  if (!gate.held) return null;
  return (
    <LoadFailureBoundary fallback={() => <PassUnverified settle={() => gate.settle(true, false)} />}>
      <Suspense fallback={null}>
        <Modal
          phone={gate.held.phone ?? knownPhone}
          leadId={leadId}
          language={language}
          onVerified={() => gate.settle(true, true)}
          onUnverifiable={() => gate.settle(true, false)}
          onClose={() => gate.settle(false, false)}
        />
      </Suspense>
    </LoadFailureBoundary>
  );
}

/**
 * The verification's code could not load (the signal dropped): the answer goes on unverified, as when no code can
 * be sent, rather than the page going white; the lead client holds it until the signal is back.
 */
function PassUnverified({ settle }: { settle: () => void }) {
  const settled = useRef(settle);
  useEffect(() => settled.current(), []);
  return null;
}
