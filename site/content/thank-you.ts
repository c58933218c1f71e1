import type { Flow } from '../../variants/texts/flow-texts';
import type { PageLanguage } from '../../src/ui/page-language';

/** The visitor's result, from the query's q: y qualified, n not matched, anything else pending. */
export type ThankYouResult = 'pending' | 'qualified' | 'notMatched';

interface Wording {
  title: string;
  text: string;
}

export interface ThankYouWording {
  heading: string;
  /** Each flow's words for each result: a flow's visitor never reads of what another flow asked about. */
  results: Record<Flow, Record<ThankYouResult, Wording>>;
  /** What happens next, per flow; not shown to a visitor who was not matched. */
  steps: Record<Flow, string[]>;
  home: string;
  /**
   * Where the lead is while it is not on the server: held by this browser's outbox (sending), or only in this
   * page's memory because the browser refuses storage (unkept); then sent.
   */
  delivery: { sending: string; unkept: string; sent: string };
  /**
   * In place of the result for a browser with Global Privacy Control on: its lead goes to no buyer, so the page
   * promises no call and says how to be matched after all.
   */
  optedOut: Wording;
}

const EN: ThankYouWording = {
  heading: 'Thank you',
  results: {
    accident: {
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
    },
    benefits: {
      qualified: {
        title: 'We are checking your eligibility',
        text: 'A disability attorney will contact you shortly, usually within one business day, to go over your options at no cost. Keep your phone nearby.',
      },
      notMatched: {
        title: 'Thank you for your answers',
        text: 'Based on your answers you may not qualify for disability benefits through our partners right now. If anything changes, you are welcome to check again.',
      },
      pending: {
        title: 'We received your answers',
        text: 'Thank you. We are reviewing your answers now. If you may qualify, a disability attorney will contact you shortly, usually within one business day.',
      },
    },
    ticket: {
      qualified: {
        title: 'We are matching you with a traffic attorney',
        text: 'A traffic attorney or a member of their team will contact you shortly, usually within one business day, to review your ticket at no cost. Keep your phone nearby.',
      },
      notMatched: {
        title: 'Thank you for telling us about your ticket',
        text: 'Based on your answers we may not be able to match you with a traffic attorney in our network right now. If anything changes, you are welcome to contact us again.',
      },
      pending: {
        title: 'We received your answers',
        text: 'Thank you. We are reviewing your answers now. If an attorney in our network can help with your ticket, they will contact you shortly, usually within one business day.',
      },
    },
  },
  steps: {
    accident: [
      'We review your answers and match you with a licensed attorney near you.',
      'The attorney contacts you for a free, no-obligation consultation.',
      'If you hire them, you pay nothing unless they win your case.',
    ],
    benefits: [
      'We review your answers against the rules for disability benefits.',
      'A disability attorney contacts you to explain your options, at no cost.',
      'You decide whether to apply; nothing is filed without you.',
    ],
    ticket: [
      'We review your answers and match you with a traffic attorney in your state.',
      'The attorney tells you, at no cost, whether the ticket can be fought.',
      'You decide whether to hire them before anything is filed.',
    ],
  },
  home: 'Back to the home page',
  optedOut: {
    title: 'Your details are not sold or shared',
    text: 'Your browser asked that your information not be sold or shared (Global Privacy Control), so we have not passed your details to any law firm or other partner, and none of them will contact you about this request. If you do want to be matched with an attorney, turn the signal off for this site and send your answers again.',
  },
  delivery: {
    sending:
      'Your details are saved on this device and will be sent as soon as you are back online. If you close this page, we will send them the next time you visit.',
    unkept:
      'Your details have not been sent yet, and this browser does not let us save them on your device. Please keep this page open: we are sending them now and will say so here once they arrive.',
    sent: 'Your details have been sent.',
  },
};

/** The same page for visitors of the Spanish funnels, who arrive with lang=es. */
const ES: ThankYouWording = {
  heading: 'Gracias',
  results: {
    accident: {
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
    },
    benefits: {
      qualified: {
        title: 'Estamos revisando si califica',
        text: 'Un abogado de discapacidad se comunicará con usted pronto, normalmente en un día hábil, para explicarle sus opciones sin costo. Tenga su teléfono a la mano.',
      },
      notMatched: {
        title: 'Gracias por sus respuestas',
        text: 'Según sus respuestas, es posible que por ahora no califique para beneficios por discapacidad con nuestros socios. Si algo cambia, puede volver a consultar.',
      },
      pending: {
        title: 'Recibimos sus respuestas',
        text: 'Gracias. Estamos revisando sus respuestas. Si puede calificar, un abogado de discapacidad se comunicará con usted pronto, normalmente en un día hábil.',
      },
    },
    ticket: {
      qualified: {
        title: 'Lo estamos conectando con un abogado de tránsito',
        text: 'Un abogado de tránsito o alguien de su equipo se comunicará con usted pronto, normalmente en un día hábil, para revisar su multa sin costo. Tenga su teléfono a la mano.',
      },
      notMatched: {
        title: 'Gracias por contarnos sobre su multa',
        text: 'Según sus respuestas, es posible que por ahora no podamos conectarlo con un abogado de tránsito de nuestra red. Si algo cambia, puede volver a comunicarse con nosotros.',
      },
      pending: {
        title: 'Recibimos sus respuestas',
        text: 'Gracias. Estamos revisando sus respuestas. Si un abogado de nuestra red puede ayudarle con su multa, se comunicará con usted pronto, normalmente en un día hábil.',
      },
    },
  },
  steps: {
    accident: [
      'Revisamos sus respuestas y lo conectamos con un abogado con licencia cerca de usted.',
      'El abogado se comunica con usted para una consulta gratuita y sin compromiso.',
      'Si lo contrata, no paga nada a menos que gane su caso.',
    ],
    benefits: [
      'Comparamos sus respuestas con las reglas de los beneficios por discapacidad.',
      'Un abogado de discapacidad le explica sus opciones sin costo.',
      'Usted decide si presenta la solicitud; nada se presenta sin usted.',
    ],
    ticket: [
      'Revisamos sus respuestas y lo conectamos con un abogado de tránsito de su estado.',
      'El abogado le dice, sin costo, si se puede impugnar la multa.',
      'Usted decide si lo contrata antes de que se presente algo.',
    ],
  },
  home: 'Volver a la página principal',
  optedOut: {
    title: 'Sus datos no se venden ni se comparten',
    text: 'Su navegador pidió que su información no se venda ni se comparta (Global Privacy Control), así que no enviamos sus datos a ningún bufete ni a otro socio, y ninguno lo contactará por esta solicitud. Si sí quiere que lo conectemos con un abogado, desactive la señal para este sitio y envíe sus respuestas de nuevo.',
  },
  delivery: {
    sending:
      'Sus datos están guardados en este dispositivo y se enviarán en cuanto vuelva a tener conexión. Si cierra esta página, los enviaremos la próxima vez que nos visite.',
    unkept:
      'Sus datos aún no se han enviado y este navegador no nos permite guardarlos en su dispositivo. Mantenga esta página abierta: los estamos enviando y se lo diremos aquí en cuanto lleguen.',
    sent: 'Sus datos fueron enviados.',
  },
};

export const THANK_YOU: Record<PageLanguage, ThankYouWording> = { en: EN, es: ES };
