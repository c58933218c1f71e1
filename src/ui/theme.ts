/** Colours, sizes and breakpoints: the one place a visual constant is written. */
export const color = {
  navy: '#0f2747',
  navyLight: '#1d3b66',
  accent: '#c2410c',
  accentDark: '#9a3412',
  action: '#15803d',
  actionDark: '#166534',
  ink: '#1b2430',
  muted: '#4b5565',
  line: '#cbd3e1',
  surface: '#ffffff',
  page: '#f3f6fb',
  error: '#b42318',
  errorSurface: '#fef3f2',
  focus: '#2563eb',
} as const;

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
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
