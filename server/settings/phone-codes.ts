import { setting, settings } from '../env-variable';
import { text, optionalText, url } from './readers';

/** Phone codes: Twilio Verify when all three of its variables are set, else the embedded sender. */
export const PHONE_CODE_SETTINGS = settings({
  accountSid: setting(
    'TWILIO_ACCOUNT_SID',
    '',
    optionalText,
    'With `TWILIO_AUTH_TOKEN` and `TWILIO_VERIFY_SERVICE_SID` (all three or none, checked at start): Twilio Verify sends and checks the phone codes. Unset, the embedded sender writes each code to the SMS outbox (`GET /api/sms-outbox`) and no real SMS leaves (start-up says so).',
  ),
  authToken: setting(
    'TWILIO_AUTH_TOKEN',
    '',
    optionalText,
    "Twilio auth token. Also checks the signature (`X-Twilio-Signature`) of every reply Twilio posts to `POST /sms/inbound`; it may be set alone for that. Unset, the inbound webhook takes replies unsigned (as the site's revoke-consent form takes anyone's request).",
  ),
  serviceSid: setting(
    'TWILIO_VERIFY_SERVICE_SID',
    '',
    optionalText,
    'The Twilio Verify service the codes go through.',
  ),
  baseUrl: setting(
    'TWILIO_BASE_URL',
    'https://verify.twilio.com',
    url,
    "Twilio Verify's API root, or a compatible service's (tests use a local stand-in).",
  ),
  siteName: setting(
    'SITE_NAME',
    'Accident Claim Help',
    text,
    'The brand the embedded SMS sender names in its code messages (the pages take theirs at build, from the page setting of the same name).',
  ),
}).transform(({ accountSid, authToken, serviceSid, baseUrl, siteName }) => {
  // The token alone signs the inbound replies; Verify needs all three.
  const smsInboundToken = authToken || undefined;
  if (!accountSid && !serviceSid) return { twilioVerify: undefined, siteName, smsInboundToken };
  if (!accountSid || !authToken || !serviceSid) {
    throw new Error(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID are set together or not at all',
    );
  }
  return { twilioVerify: { accountSid, authToken, serviceSid, baseUrl }, siteName, smsInboundToken };
});
