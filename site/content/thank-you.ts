export type ThankYouWording = typeof THANK_YOU;

export const THANK_YOU = {
  heading: 'Thank you',
  qualified: {
    title: 'We are matching you with an attorney',
    text: 'A licensed attorney or a member of their team will contact you shortly, usually within one business day, for your free consultation. Keep your phone nearby.',
  },
  notMatched: {
    title: 'Thank you for telling us about your accident',
    text: 'Based on your answers we may not be able to match you with an attorney in our network right now. If anything changes, you are welcome to contact us again.',
  },
  pending: {
    title: 'We received your answers',
    text: 'Thank you. We have your answers and are reviewing them now. If your claim qualifies, a licensed attorney or a member of their team will contact you shortly, usually within one business day, for your free consultation.',
  },
  steps: [
    'We review your answers and match you with a licensed attorney near you.',
    'The attorney contacts you for a free, no-obligation consultation.',
    'If you hire them, you pay nothing unless they win your case.',
  ],
  home: 'Back to the home page',
  delivery: {
    sending:
      'Your details are saved on this device and will be sent as soon as you are back online. If you close this page, we will send them the next time you visit.',
    sent: 'Your details have been sent.',
  },
};

/** The same page for visitors of the Spanish funnels, who arrive with lang=es. */
export const THANK_YOU_ES: ThankYouWording = {
  heading: 'Gracias',
  qualified: {
    title: 'Lo estamos conectando con un abogado',
    text: 'Un abogado con licencia o alguien de su equipo se comunicará con usted pronto, normalmente en un día hábil, para su consulta gratuita. Tenga su teléfono a la mano.',
  },
  notMatched: {
    title: 'Gracias por contarnos sobre su accidente',
    text: 'Según sus respuestas, es posible que por ahora no podamos conectarlo con un abogado de nuestra red. Si algo cambia, puede volver a comunicarse con nosotros.',
  },
  pending: {
    title: 'Recibimos sus respuestas',
    text: 'Gracias. Tenemos sus respuestas y las estamos revisando. Si su caso califica, un abogado con licencia o alguien de su equipo se comunicará con usted pronto, normalmente en un día hábil, para su consulta gratuita.',
  },
  steps: [
    'Revisamos sus respuestas y lo conectamos con un abogado con licencia cerca de usted.',
    'El abogado se comunica con usted para una consulta gratuita y sin compromiso.',
    'Si lo contrata, no paga nada a menos que gane su caso.',
  ],
  home: 'Volver a la página principal',
  delivery: {
    sending:
      'Sus datos están guardados en este dispositivo y se enviarán en cuanto vuelva a tener conexión. Si cierra esta página, los enviaremos la próxima vez que nos visite.',
    sent: 'Sus datos fueron enviados.',
  },
};
