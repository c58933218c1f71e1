/**
 * What a visitor reads when their lead could not be sent and no thank-you page can be shown offline. Loaded with the
 * code that decides it (src/funnel/after-submit.ts), never with the survey's first load.
 */
export const HELD_LEAD_TEXTS = {
  title: { en: 'Your details are saved on this device', es: 'Sus datos están guardados en este dispositivo' },
  detail: {
    en: 'We will send them as soon as you are back online. Keep this page open, or come back later.',
    es: 'Los enviaremos en cuanto vuelva a tener conexión. Mantenga esta página abierta o vuelva más tarde.',
  },
} as const;
