import { color, font, radius } from '../ui/theme';

/**
 * The site's design tokens (src/ui/theme.ts) as the console stylesheet's custom properties, so the console speaks
 * the site's visual language without a copy of a colour: console.css reads only these names. The font and radii
 * take names of their own: the theme's values refer to --font-body and --radius-*, which they must not redefine.
 */
export const CONSOLE_TOKENS: Readonly<Record<`--${string}`, string>> = {
  '--brand': color.navy,
  '--brand-light': color.navyLight,
  '--accent': color.focus,
  '--action': color.action,
  '--action-dark': color.actionDark,
  '--ink': color.ink,
  '--muted': color.muted,
  '--line': color.line,
  '--paper': color.surface,
  '--wash': color.page,
  '--chosen': color.chosen,
  '--hover': color.hover,
  '--danger': color.error,
  '--danger-wash': color.errorSurface,
  '--focus': color.focus,
  '--console-font': font.body,
  '--console-radius-button': radius.button,
  '--console-radius-card': radius.card,
};

/** Sets the tokens on the document's root, before the first render paints. */
export function applyConsoleTokens(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(CONSOLE_TOKENS)) root.style.setProperty(name, value);
}
