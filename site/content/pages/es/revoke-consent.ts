import type { Article } from '../../article';
import type { RevocationFormWords } from '../revoke-consent';

/** The revoke-consent page in Spanish: the English page's content and its form's words. */
export const REVOKE_CONSENT_ES: Article = {
  title: 'Revocar el consentimiento a llamadas y mensajes | {site}',
  description:
    'Retire su consentimiento a llamadas y mensajes de texto de {site} y de los abogados y socios que recibieron su solicitud.',
  heading: 'Revocar el consentimiento a llamadas y mensajes',
  intro: [
    'Puede retirar su consentimiento a recibir llamadas o mensajes de texto en cualquier momento y de cualquier forma razonable: responda STOP a uno de nuestros mensajes, envíenos un correo electrónico, llámenos o use el formulario de abajo.',
  ],
  sections: [
    {
      heading: 'Qué pasa después',
      body: [
        'Dejamos de enviarle mensajes y de enviar sus datos a cualquier persona de inmediato. También avisamos a cada abogado y socio participante que recibió su solicitud que usted revocó su consentimiento; deben dejar de llamarle y de enviarle mensajes a más tardar dentro de 10 días hábiles.',
        'Indique el correo electrónico o el número de teléfono que usó cuando pidió ayuda, para que podamos encontrar su solicitud.',
      ],
    },
  ],
  related: [{ label: 'No vender mi información', href: '/es/do-not-sell-my-information/' }],
};

export const REVOKE_CONSENT_FORM_ES: RevocationFormWords = {
  action: '/es/revoke-consent/',
  heading: 'Revocar mi consentimiento',
  hint: 'Complete al menos uno.',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  submit: 'Revocar mi consentimiento',
  submitted: 'Revocación recibida',
  submittedText:
    'Dejamos de enviarle mensajes y de enviar sus datos a cualquier persona, y avisamos a los abogados y socios que los recibieron. Deben dejar de hacerlo a más tardar el {date}.',
  failed: 'No pudimos enviar su solicitud. Por favor intente de nuevo en un momento.',
  errorSummary: 'Indique un correo electrónico válido o un teléfono de 10 dígitos.',
};
