/** Copy of the contact form; its accident types and rules are in guards/contact-rules.ts. */
import type { ContactField } from '../../guards/contact-rules';

export { ACCIDENT_TYPES } from '../../guards/contact-rules';

export const CONTACT_FORM = {
  label: 'Contact form',
  typeLabel: 'Type of accident',
  typePlaceholder: 'Choose one',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  message: 'Tell us what happened',
  submit: 'Submit',
  sending: 'Sending',
  errorSummary: 'Please check the marked fields.',
  /** One short sentence per field, shown under it while it is in error. */
  errors: {
    typeOfAccident: 'Choose the type of accident.',
    firstName: 'Enter your first name.',
    lastName: 'Enter your last name.',
    email: 'Enter an e-mail address like name@example.com.',
    phoneNumber: 'Enter a 10-digit phone number.',
    message: 'Tell us in a few words what happened.',
  } satisfies Record<ContactField, string>,
  charactersLeft: (left: number) => `${left} characters left`,
  notSent: `We could not send your message and this browser cannot keep it to send later. Please try again in a moment, or call us.`,
  submitted: 'Form was submitted',
  submittedText: 'Thank you. A member of our team or a participating attorney will contact you shortly.',
};
