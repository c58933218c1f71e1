import { useEffect, useState } from 'react';
import { heldLeads, OUTBOX_CHANGE_EVENT } from '../services/lead-outbox';
import { LEAD_HELD_ATTRIBUTE } from '../services/thank-you-script';
import { LEAD_UNKEPT_ATTRIBUTE, takeUnkeptLead } from '../services/unkept-lead';
// In the page's own chunk, precached with it: a page the service worker shows offline has it when the signal returns.
import { sendUntilStored } from '../services/unkept-lead-sender';

/**
 * Where the visitor's lead is, as the thank-you page tells it: not known yet (before the page's script runs),
 * still held by this browser's outbox and being sent again, in this page's memory only because the browser
 * refused to keep it (`services/unkept-lead.ts`), or sent once the server has it.
 */
export type Delivery = 'unknown' | 'sending' | 'unkept' | 'sent';

/** Stored by the server: the page may now say what happens next. */
const stored = (attribute: string) => document.documentElement.removeAttribute(attribute);

/**
 * The truth about the visitor's lead. A visitor whose lead went through at once sees nothing of it; one whose lead
 * is held or unkept is told so until the server has it (by any channel: the outbox asks when its resend fails),
 * then that it was sent.
 */
export function useLeadDelivery(): Delivery {
  const [delivery, setDelivery] = useState<Delivery>('unknown');
  useEffect(() => {
    const unkept = takeUnkeptLead();
    if (unkept) {
      setDelivery('unkept');
      sendUntilStored(unkept, () => {
        stored(LEAD_UNKEPT_ATTRIBUTE);
        setDelivery('sent');
      });
    }
    const read = () => {
      const held = heldLeads().length > 0;
      if (!held) stored(LEAD_HELD_ATTRIBUTE);
      setDelivery((before) => (held ? 'sending' : before === 'sending' ? 'sent' : before));
    };
    read();
    window.addEventListener(OUTBOX_CHANGE_EVENT, read);
    return () => window.removeEventListener(OUTBOX_CHANGE_EVENT, read);
  }, []);
  return delivery;
}
