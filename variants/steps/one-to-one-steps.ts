import { findMyAttorney, next, phone, phoneAndZip, zipCode, type CatalogueStep } from './step-catalogue';
import { text } from '../../machines/step-kinds';

/**
 * The one-to-one consent steps (spec section 4): the zip code, asked after the description, finds the firms that
 * may take the lead; the last step names them, one checkbox each, or asks for the phone with the abbreviated
 * consent when none was found.
 */
/** The one-to-one consent fields of the spec's field map, which the two firm steps fill. */
const ONE_TO_ONE_FIELDS = [
  '1_to_1_consent',
  '1_to_1_result',
  '1_to_1_timeout',
  '1_to_1_dq',
  'selected_buyers',
  'selected_buyer_names',
  'displayed_buyers',
  'selected_buyers_number',
  'selected_buyers_changed',
  'all_possible_buyer_names',
  'all_possible_buyer_ids',
  'all_possible_buyers_number',
];

export const ONE_TO_ONE_STEPS = {
  ZipCode: {
    kind: 'buyers',
    role: 'find',
    question: text('What is your zip code?'),
    subheading: text('We match you with law firms that take cases where you live.'),
    fields: [zipCode],
    sets: ONE_TO_ONE_FIELDS,
    button: next,
  },
  PhoneAndBuyersConsent: {
    kind: 'buyers',
    role: 'choose',
    question: text('Last step: choose who may call you'),
    subheading: text('Untick any law firm you do not want to hear from.'),
    fields: [phone],
    sets: ONE_TO_ONE_FIELDS,
    button: findMyAttorney,
  },
  PhoneAbbreviatedTCPA: {
    kind: 'fields',
    question: phoneAndZip.question,
    subheading: phoneAndZip.subheading,
    fields: [phone],
    button: findMyAttorney,
  },
} as const satisfies Record<string, CatalogueStep>;
