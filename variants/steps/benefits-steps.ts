import { nameAndEmail, phoneAndZip, yesNoStep, type CatalogueStep } from './step-catalogue';
import { text } from '../../machines/step-kinds';

/** The benefits flow's steps: its variant carries them as its `catalogue`, so they load with it alone. */
export const BENEFITS_STEPS = {
  StartPathBenefits: {
    kind: 'intro',
    question: text('See if you qualify for disability benefits'),
    subheading: text('Answer a few quick questions. It takes about a minute and it is free.'),
    button: text('Start now'),
  },
  SelectAgeGroup: {
    kind: 'choice',
    field: 'ageGroup',
    question: text('How old are you?'),
    options: [
      { answer: '18-49', label: text('18 to 49') },
      { answer: '50-54', label: text('50 to 54') },
      { answer: '55-59', label: text('55 to 59') },
      { answer: '60-66', label: text('60 to 66') },
      { answer: '67+', label: text('67 or older') },
    ],
  },
  USCitizen: yesNoStep('isUSCitizen', text('Are you a US citizen?')),
  SecuredBenefits: yesNoStep(
    'secured_benefits',
    text('Are you already receiving disability benefits?'),
    text('Social Security Disability Insurance (SSDI) or Supplemental Security Income (SSI).'),
  ),
  NameAndEmail: nameAndEmail,
  PhoneAndZip: phoneAndZip,
} as const satisfies Record<string, CatalogueStep>;
