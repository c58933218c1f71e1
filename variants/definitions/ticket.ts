import { defineVariant } from '../variant-definition';
import { TICKET_STEPS } from '../steps/ticket-steps';
import { TICKET_TEXTS } from '../texts/ticket-texts';

/**
 * Traffic-ticket flow (/ticket): the tracking pixel loads as the visitor starts; the lead goes to the
 * ticket-flow ingest, which stores it with source `ticket` and judges it by the ticket rules
 * (guards/ticket-rules.ts), then the visitor sees /ticket-thank-you/. No progress table: the bar rises evenly.
 */
export default defineVariant({
  id: 'ticket',
  title: 'Traffic-ticket flow',
  meta: {
    title: 'Fight Your Traffic Ticket | {site}',
    description: 'See in about a minute whether an attorney can help with your traffic ticket.',
  },
  start: 'StartPathTicket',
  delivery: 'ticket',
  catalogue: TICKET_STEPS,
  texts: TICKET_TEXTS,
  steps: {
    StartPathTicket: { next: [{ to: 'StartTicketFlow', hooks: ['ticketPixel'] }] },
    StartTicketFlow: { next: 'TicketReceived' },
    TicketReceived: { next: 'SelectState' },
    SelectState: { next: 'SelectDate' },
    SelectDate: { next: 'DoYouHaveAttorney' },
    DoYouHaveAttorney: { next: 'IncidentDescription' },
    IncidentDescription: { shows: 'TicketIncidentDescription', next: 'NameAndEmailTicket' },
    NameAndEmailTicket: { next: 'PhoneAndZip' },
    PhoneAndZip: { submit: true },
  },
});
