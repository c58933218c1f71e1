import { STATUTE_OF_LIMITATIONS } from '../../guards/statute-of-limitations';
import { select } from './form-fields';
import {
  no,
  yes,
  description,
  nameAndEmail,
  next,
  phoneAndZip,
  type CatalogueStep,
  type ChoiceOption,
} from './step-catalogue';
import { reworded, text } from '../../machines/step-kinds';

const ticketStateOptions: ChoiceOption[] = STATUTE_OF_LIMITATIONS.map(({ code, name }) => ({
  answer: code,
  label: text(name),
}));

/** The traffic-ticket flow's steps: its variant carries them as its `catalogue`, so they load with it alone. */
export const TICKET_STEPS = {
  StartPathTicket: {
    kind: 'intro',
    question: text('Got a traffic ticket? See if an attorney can fight it'),
    subheading: text('Answer a few quick questions. It takes about a minute and it is free.'),
    button: text('Start now'),
  },
  StartTicketFlow: {
    kind: 'choice',
    field: 'ticket_type',
    question: text('What was the ticket for?'),
    options: [
      { answer: 'speeding', label: text('Speeding') },
      { answer: 'red_light', label: text('Running a red light or stop sign') },
      { answer: 'reckless_driving', label: text('Reckless or careless driving') },
      { answer: 'no_insurance', label: text('No insurance or no license') },
      { answer: 'other', label: text('Something else') },
    ],
  },
  TicketReceived: {
    kind: 'choice',
    field: 'ticket_received',
    question: text('How did you get the ticket?'),
    options: [
      { answer: 'officer', label: text('An officer handed it to me') },
      { answer: 'mail', label: text('It came in the mail (camera ticket)') },
    ],
  },
  SelectState: {
    kind: 'form',
    question: text('In which state did you get the ticket?'),
    groups: [{ legend: text('Where'), fields: [select('ticket_state', text('State'), ticketStateOptions)] }],
    button: next,
  },
  SelectDate: {
    kind: 'form',
    question: text('When did you get the ticket?'),
    subheading: text('The date is on the ticket.'),
    groups: [
      {
        legend: text('When'),
        fields: [
          {
            name: 'ticket_date',
            type: 'date',
            label: text('Date of the ticket'),
            rules: ['required', 'past-date'],
          },
        ],
      },
    ],
    button: next,
  },
  DoYouHaveAttorney: {
    kind: 'choice',
    field: 'with_Lawyer',
    question: text('Do you already have an attorney for this ticket?'),
    options: [
      { answer: 'No', label: no, also: { lawyer_redirect_reason: '' } },
      { answer: 'Yes', label: yes, also: { lawyer_redirect_reason: 'have_attorney|yes' } },
    ],
  },
  TicketIncidentDescription: {
    kind: 'fields',
    question: text('Briefly, what happened?'),
    subheading: text('A few sentences about the stop help an attorney review your ticket.'),
    fields: [
      {
        ...description,
        label: text('Describe the stop'),
        placeholder: text('For example: I was going 45 in a 35 zone on my way to work.'),
      },
    ],
    button: next,
  },
  NameAndEmailTicket: reworded(nameAndEmail, text('Who should an attorney contact about the ticket?')),
  PhoneAndZip: phoneAndZip,
} as const satisfies Record<string, CatalogueStep>;
