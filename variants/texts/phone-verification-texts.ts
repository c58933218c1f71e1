import { text } from '../../machines/step-kinds';
import { type Localized } from '../steps/step-catalogue';

/** The phone-verification modal's words, loaded with the modal only. `{phone}` and `{seconds}` are filled in. */
export const PHONE_VERIFICATION_TEXTS = {
  title: text('Confirm your phone number', 'Confirme su número de teléfono'),
  sent: text(
    'We texted a 6-digit code to {phone}. Enter it below so the firms know it is really you.',
    'Enviamos un código de 6 dígitos a {phone}. Escríbalo abajo para confirmar que es usted.',
  ),
  sending: text('Sending your code…', 'Enviando su código…'),
  label: text('6-digit code', 'Código de 6 dígitos'),
  verify: text('Verify and continue', 'Verificar y continuar'),
  resend: text('Send a new code', 'Enviar un código nuevo'),
  resendIn: text('Send a new code in {seconds} s', 'Enviar un código nuevo en {seconds} s'),
  resent: text('A new code is on its way.', 'Un código nuevo va en camino.'),
  change: text('Change my number', 'Cambiar mi número'),
  errors: {
    length: text('Enter all 6 digits of the code.', 'Escriba los 6 dígitos del código.'),
    wrong: text(
      'That code is not right. Check the text and try again.',
      'Ese código no es correcto. Inténtelo de nuevo.',
    ),
    expired: text('That code has expired. Send a new code.', 'Ese código venció. Pida un código nuevo.'),
    refused: text('Too many tries. Send a new code.', 'Demasiados intentos. Pida un código nuevo.'),
    failed: text(
      'We could not check the code. Please try again.',
      'No pudimos verificar el código. Inténtelo de nuevo.',
    ),
    // Without JavaScript the resend button cannot count down: asked too soon, the page says how long to wait.
    'too-soon': text(
      'You can ask for a new code in {seconds} s.',
      'Puede pedir un código nuevo en {seconds} s.',
    ),
  },
} as const satisfies Record<string, Localized | Record<string, Localized>>;
