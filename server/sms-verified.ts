import { toE164 } from '../guards/phone-verification';

/** Whether the server approved this phone for this lead (phone verification); absent: it never did. */
export type PhoneApproved = (leadId: string, phone: string) => Promise<boolean>;

/**
 * `sms_verified` is the server's own record on every route: `yes` only when it checked a code for this very phone
 * and lead itself, `no` otherwise, whatever the body says.
 */
export async function smsVerifiedOf(
  lead: Readonly<Record<string, string | undefined>>,
  phoneApproved: PhoneApproved | undefined,
): Promise<'yes' | 'no'> {
  const phone = toE164(lead.phone ?? '');
  if (phone === null || phoneApproved === undefined) return 'no';
  return (await phoneApproved(lead.lead_id ?? '', phone)) ? 'yes' : 'no';
}
