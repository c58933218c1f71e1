import type { FlowTexts } from './flow-texts';
import { text } from '../../machines/step-kinds';

/** The benefits flow's words around the question: about disability benefits, never an accident or an attorney. */
export const BENEFITS_TEXTS: FlowTexts = {
  flow: 'benefits',
  screen: {
    promise: text('Free eligibility check · No obligation'),
    extraHeader: text('Unable to work? See if you may qualify for disability benefits.'),
    matchHeader: text('Answer a few questions and a disability attorney can review your eligibility.'),
    socialProof: text('People in all 50 states use this free eligibility check.'),
    lastStep: text('Almost done! Where can a disability attorney reach you?'),
    submitting: text('Sending your answers…'),
    submittingDetail: text('This only takes a moment. Please keep this page open.'),
    consentMatter: text('about my disability benefits'),
  },
};
