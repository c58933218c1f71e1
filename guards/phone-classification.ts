import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';
import {
  INVALID_PHONE_MESSAGE,
  PREMIUM_RATE_LINE,
  TOLL_FREE_LINE,
  type PhoneCheckResult,
} from './phone-rules';

/**
 * The embedded phone check: libphonenumber-js's full metadata says whether a US number can exist and what kind
 * of line it is. It cannot see a carrier, so it gives no fraud score and takes a valid number as active.
 */
const LINE_TYPES: Partial<Record<NonNullable<NumberType>, string>> = {
  MOBILE: 'Wireless',
  FIXED_LINE: 'Landline',
  FIXED_LINE_OR_MOBILE: 'Landline or Wireless',
  TOLL_FREE: TOLL_FREE_LINE,
  PREMIUM_RATE: PREMIUM_RATE_LINE,
  VOIP: 'VOIP',
  PERSONAL_NUMBER: 'Personal Number',
  UAN: 'UAN',
  SHARED_COST: 'Shared Cost',
  PAGER: 'Pager',
  VOICEMAIL: 'Voicemail',
};

/** The United States and its territories share +1 with Canada and the Caribbean; leads come only from these. */
const US_REGIONS = new Set(['US', 'PR', 'VI', 'GU', 'AS', 'MP']);

export function classifyPhone(digits: string): PhoneCheckResult {
  const number = parsePhoneNumberFromString(digits, 'US');
  if (!number || !number.isValid() || !US_REGIONS.has(number.country ?? '')) {
    return {
      success: true,
      valid: false,
      fraud_score: 0,
      line_type: '',
      active: false,
      message: INVALID_PHONE_MESSAGE,
    };
  }
  const lineType = LINE_TYPES[number.getType() ?? 'FIXED_LINE_OR_MOBILE'] ?? 'Unknown';
  const refused = lineType === TOLL_FREE_LINE || lineType === PREMIUM_RATE_LINE;
  return {
    success: true,
    valid: !refused,
    fraud_score: 0,
    line_type: lineType,
    active: true,
    message: refused
      ? 'Toll-free and premium-rate numbers cannot be reached as a personal line.'
      : 'Phone is valid.',
  };
}
