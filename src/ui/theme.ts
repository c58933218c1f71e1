/**
 * Colours, sizes and breakpoints: the one place a visual constant is written. Each colour is a design token: a
 * CSS custom property with its default beside it, so a survey theme (src/funnel/survey-flags.css, keyed by the survey
 * root's data-theme) recolours every component without a copy of any.
 */
export const color = {
  navy: 'var(--c-navy, #0f2747)',
  navyLight: 'var(--c-navy-light, #1d3b66)',
  accent: 'var(--c-accent, #c2410c)',
  accentDark: 'var(--c-accent-dark, #9a3412)',
  action: 'var(--c-action, #15803d)',
  actionDark: 'var(--c-action-dark, #166534)',
  ink: 'var(--c-ink, #1b2430)',
  muted: 'var(--c-muted, #4b5565)',
  line: 'var(--c-line, #cbd3e1)',
  surface: 'var(--c-surface, #ffffff)',
  page: 'var(--c-page, #f3f6fb)',
  /** A chosen answer's background, and a hovered one's. */
  chosen: 'var(--c-chosen, #e8eef8)',
  hover: 'var(--c-hover, #eef3fb)',
  track: 'var(--c-track, #dde4ef)',
  error: '#b42318',
  errorSurface: '#fef3f2',
  focus: 'var(--c-focus, #2563eb)',
  focusGlow: 'rgba(37, 99, 235, 0.2)',
} as const;

export const font = {
  body: 'var(--font-body, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif)',
  heading: 'var(--font-heading, inherit)',
} as const;

/** Corner radii a flag may round (rounded-buttons). */
export const radius = {
  button: 'var(--radius-button, 10px)',
  card: 'var(--radius-card, 16px)',
} as const;

export const size = {
  surveyHeader: 70,
  surveyMaxWidth: 1200,
  progressMaxWidth: 590,
  questionMaxWidth: 640,
} as const;

export const breakpoint = {
  mobile: '@media (max-width: 767px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /** Hover styles only where a pointer hovers: on touch screens they stick to the last button tapped. */
  hover: '@media (hover: hover)',
} as const;

export const focusRing = {
  outline: `3px solid ${color.focus}`,
  outlineOffset: 2,
} as const;
