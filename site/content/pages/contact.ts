/** The words of a contact page; the form's own are in ../contact-form.ts. */
export interface ContactPageWords {
  title: string;
  description: string;
  heading: string;
  text: string;
  callHeading: string;
  callText: string;
  emailText: string;
}

export const CONTACT: ContactPageWords = {
  title: 'Contact Us: Free Car Accident Consultation | {site}',
  description:
    'Contact {site} to arrange a free consultation with a licensed local attorney after a car accident. You only pay if you win.',
  heading: 'Contact us',
  text: 'Tell us about your accident and we will arrange a free, no-obligation consultation with a licensed attorney near you. You only pay if you win.',
  callHeading: 'Prefer to talk?',
  callText: 'Call us free at',
  emailText: 'or write to',
};
