/** This tab's funnel in progress is kept under this prefix and its survey's path (src/funnel/funnel-persistence.ts). */
export const TAB_FUNNEL_PREFIX = 'funnel:';

/** Set on the survey root while a reload resumes this tab's funnel, so its first question never paints first. */
export const RESUMING_ATTRIBUTE = 'data-resuming';
