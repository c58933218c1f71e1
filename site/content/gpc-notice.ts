import type { PageLanguage } from '../../src/ui/page-language';

/** The words the CCPA regulations ask for when the browser's opt-out preference signal was honoured. */
export const GPC_NOTICE: Record<PageLanguage, string> = {
  en: 'Your opt-out preference signal was honored',
  es: 'Se respetó su señal de preferencia de exclusión voluntaria',
};
