/** Copy of the contact form in each language a contact page is written in; its accident types and rules are in
 * guards/contact-rules.ts. */
import type { AccidentType, ContactField } from '../../guards/contact-rules';
import type { PageLanguage } from '../../src/ui/page-language';

export { ACCIDENT_TYPES } from '../../guards/contact-rules';

export interface ContactFormWords {
  label: string;
  typeLabel: string;
  typePlaceholder: string;
  /** What each accident type reads as; the lead stores the type itself, the same in every language. */
  accidentTypes: Record<AccidentType, string>;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  submit: string;
  sending: string;
  errorSummary: string;
  /** One short sentence per field, shown under it while it is in error. */
  errors: Record<ContactField, string>;
  charactersLeft: (left: number) => string;
  notSent: string;
  submitted: string;
  submittedText: string;
}

const EN: ContactFormWords = {
  label: 'Contact form',
  typeLabel: 'Type of accident',
  typePlaceholder: 'Choose one',
  accidentTypes: {
    'Car Accident': 'Car Accident',
    'Truck Accident': 'Truck Accident',
    'Bicycle Accident': 'Bicycle Accident',
    'Motorcycle Accident': 'Motorcycle Accident',
    'Pedestrian Accident': 'Pedestrian Accident',
    Other: 'Other',
  },
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  message: 'Tell us what happened',
  submit: 'Submit',
  sending: 'Sending',
  errorSummary: 'Please check the marked fields.',
  errors: {
    typeOfAccident: 'Choose the type of accident.',
    firstName: 'Enter your first name.',
    lastName: 'Enter your last name.',
    email: 'Enter an e-mail address like name@example.com.',
    phoneNumber: 'Enter a 10-digit phone number.',
    message: 'Tell us in a few words what happened.',
  },
  charactersLeft: (left) => `${left} characters left`,
  notSent: `We could not send your message and this browser cannot keep it to send later. Please try again in a moment, or call us.`,
  submitted: 'Form was submitted',
  submittedText: 'Thank you. A member of our team or a participating attorney will contact you shortly.',
};

const ES: ContactFormWords = {
  label: 'Formulario de contacto',
  typeLabel: 'Tipo de accidente',
  typePlaceholder: 'Elija uno',
  accidentTypes: {
    'Car Accident': 'Accidente de auto',
    'Truck Accident': 'Accidente de camión',
    'Bicycle Accident': 'Accidente de bicicleta',
    'Motorcycle Accident': 'Accidente de motocicleta',
    'Pedestrian Accident': 'Accidente de peatón',
    Other: 'Otro',
  },
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  message: 'Cuéntenos lo que pasó',
  submit: 'Enviar',
  sending: 'Enviando',
  errorSummary: 'Por favor revise los campos marcados.',
  errors: {
    typeOfAccident: 'Elija el tipo de accidente.',
    firstName: 'Escriba su nombre.',
    lastName: 'Escriba su apellido.',
    email: 'Escriba un correo electrónico como nombre@ejemplo.com.',
    phoneNumber: 'Escriba un número de teléfono de 10 dígitos.',
    message: 'Cuéntenos en pocas palabras lo que pasó.',
  },
  charactersLeft: (left) => (left === 1 ? 'Queda 1 carácter' : `Quedan ${left} caracteres`),
  notSent:
    'No pudimos enviar su mensaje y este navegador no puede guardarlo para enviarlo más tarde. Por favor intente de nuevo en un momento, o llámenos.',
  submitted: 'Formulario enviado',
  submittedText:
    'Gracias. Un miembro de nuestro equipo o un abogado participante se comunicará con usted pronto.',
};

export const CONTACT_FORM: Record<PageLanguage, ContactFormWords> = { en: EN, es: ES };
