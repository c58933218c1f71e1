import type { Article } from '../../article';
import type { PrivacyRequestFormWords } from '../do-not-sell';

/** The do-not-sell page in Spanish: the English page's content and its request form's words. */
export const DO_NOT_SELL_ES: Article = {
  title: 'No vender mi información | {site}',
  description:
    'Pida a {site} que no venda ni comparta su información personal con abogados y socios participantes. Complete el formulario y procesaremos su solicitud.',
  heading: 'No vender mi información',
  intro: [
    'Cuando usted nos pide ayuda, compartimos sus datos con abogados participantes y con socios de mercadeo legal, que pagan por la publicidad de este sitio web. Algunas leyes de privacidad, entre ellas la de California, llaman a eso una venta de información personal. Puede pedirnos que dejemos de hacerlo en cualquier momento, y no lo trataremos de forma distinta por pedirlo.',
  ],
  sections: [
    {
      heading: 'Cómo hacer una solicitud',
      body: [
        'Complete el formulario de abajo con el nombre, el correo electrónico y el número de teléfono que usó cuando se comunicó con nosotros, para que podamos encontrar sus registros. Dejaremos de vender o compartir su información lo antes posible, y a más tardar dentro de 15 días hábiles.',
        'Si además quiere que eliminemos su información o que le digamos qué datos tenemos, indíquelo en el cuadro de detalles, o vea la sección de residentes de California de nuestra Política de privacidad.',
      ],
    },
  ],
  related: [
    {
      label: 'Política de privacidad: residentes de California',
      href: '/es/privacy-policy/#california-resident',
    },
  ],
};

export const DO_NOT_SELL_FORM_ES: PrivacyRequestFormWords = {
  heading: 'Su solicitud',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Teléfono (opcional)',
  state: 'Estado donde vive (opcional)',
  details: 'Detalles (opcional)',
  submit: 'Enviar mi solicitud',
  submitted: 'Solicitud recibida',
  submittedText:
    'Gracias. Registramos su solicitud de no vender ni compartir su información y la atenderemos dentro de 15 días hábiles.',
  failed: 'No pudimos enviar su solicitud. Por favor intente de nuevo en un momento.',
  errorSummary: 'Por favor revise los campos marcados.',
};
