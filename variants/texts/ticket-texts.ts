import type { FlowTexts } from './flow-texts';
import { text } from '../../machines/step-kinds';

/** The ticket flow's words around the question: about a traffic ticket, never an accident or an injury. */
export const TICKET_TEXTS: FlowTexts = {
  flow: 'ticket',
  screen: {
    promise: text('Free ticket review · No obligation'),
    extraHeader: text('Got a traffic ticket? See if an attorney can help you fight it.'),
    matchHeader: text('Answer a few questions and we will match you with a local traffic attorney.'),
    socialProof: text('Drivers in all 50 states use this free ticket review.'),
    lastStep: text('Almost done! Where should your traffic attorney call you?'),
    submitting: text('Sending your ticket for review…'),
    submittingDetail: text('This only takes a moment. Please keep this page open.'),
    consentMatter: text('about my traffic ticket'),
  },
};
