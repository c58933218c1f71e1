import {
  select,
  yesNoChoices,
  firstNameSnakeCase,
  lastNameSnakeCase,
  describeInWords,
  injuryYear,
  caseWorthOptions,
  injuryTypeOptions,
} from './form-fields';
import {
  accidentTypeOptions,
  email,
  findMyAttorney,
  hasLawyer,
  phone,
  policeReportFiled,
  zipCode,
  type CatalogueStep,
} from './step-catalogue';
import { text } from '../../machines/step-kinds';

/** The one-page survey's steps: its variant carries them as its `catalogue`, so they load with it alone. */
export const ONE_PAGE_STEPS = {
  OnePageSurvey: {
    kind: 'form',
    question: text('See if you qualify for a free case review'),
    subheading: text('Answer every question below. It takes about two minutes.'),
    groups: [
      {
        legend: text('The accident'),
        fields: [
          // Every select starts on "Select", so the case-worth and in-an-accident answers are the visitor's own.
          select('motor_vehicle_accident', text('Were you in a motor vehicle accident?'), yesNoChoices),
          select('accident_type', text('What kind of accident was it?'), accidentTypeOptions),
          injuryYear,
          select('at_Fault', text('Were you at fault for the accident?'), yesNoChoices),
          select('police_report', text('Was a police report filed?'), policeReportFiled.options),
          select('case_worth', text('What do you think your case could be worth?'), caseWorthOptions),
        ],
      },
      {
        legend: text('Your injuries'),
        fields: [
          select('physical_injury', text('Were you injured?'), yesNoChoices),
          select('injury_type', text('Which injury fits best?'), injuryTypeOptions),
          select('with_Lawyer', text('Do you already have a lawyer for this accident?'), hasLawyer.options),
          describeInWords,
        ],
      },
      {
        legend: text('How an attorney can reach you'),
        fields: [
          firstNameSnakeCase,
          lastNameSnakeCase,
          email,
          phone,
          {
            name: 'address',
            type: 'text',
            label: text('Street address'),
            rules: ['required'],
            autoComplete: 'street-address',
          },
          zipCode,
        ],
      },
    ],
    button: findMyAttorney,
  },
  Disqualified: {
    kind: 'message',
    question: text('Thank you for telling us about your accident'),
    subheading: text('We received your answers.'),
    body: [
      text(
        'Based on your answers we may not be able to match you with an attorney in our network right now.',
      ),
      text('If anything changes, you are welcome to contact us again.'),
    ],
    link: { href: '/', label: text('Back to the home page') },
    endsByReason: true,
  },

  // The first funnel: three question forms.
} as const satisfies Record<string, CatalogueStep>;
