import {
  findMyAttorney,
  next,
  phone,
  phoneAndZip,
  text,
  zipCode,
  type CatalogueStep,
} from './step-catalogue';

/**
 * The one-to-one consent steps (spec section 4): the zip code, asked after the description, finds the firms that
 * may take the lead; the last step names them, one checkbox each, or asks for the phone with the abbreviated
 * consent when none was found.
 */
export const ONE_TO_ONE_STEPS = {
  ZipCode: {
    kind: 'buyers',
    role: 'find',
    question: text('What is your zip code?'),
    subheading: text('We match you with law firms that take cases where you live.'),
    fields: [zipCode],
    button: next,
  },
  PhoneAndBuyersConsent: {
    kind: 'buyers',
    role: 'choose',
    question: text('Last step: choose who may call you'),
    subheading: text('Untick any law firm you do not want to hear from.'),
    fields: [phone],
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
