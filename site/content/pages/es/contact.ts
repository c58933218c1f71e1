import type { ContactPageWords } from '../contact';

/** The contact page in Spanish. */
export const CONTACT_ES: ContactPageWords = {
  title: 'Contáctenos: consulta gratuita por accidente de auto | {site}',
  description:
    'Comuníquese con {site} para programar una consulta gratuita con un abogado local con licencia después de un accidente de auto. Solo paga si gana.',
  heading: 'Contáctenos',
  text: 'Cuéntenos sobre su accidente y le programaremos una consulta gratuita y sin compromiso con un abogado con licencia cerca de usted. Solo paga si gana.',
  callHeading: '¿Prefiere hablar?',
  callText: 'Llámenos gratis al',
  emailText: 'o escriba a',
};
