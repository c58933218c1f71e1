/** Layout numbers of the marketing site (spec section 9), written once. */
export const site = {
  maxWidth: 1366,
  contentWidth: 1160,
  textWidth: 760,
  navHeight: 96,
  navHeightMobile: 78,
  mobileCallBarHeight: 50,
  /** The mobile menu's one breakpoint, for layout and for closing, so the two never disagree. */
  menuBreakpoint: 1130,
} as const;

export const media = {
  /** Below 768 px: the mobile call bar, the 78 px header. */
  phone: '@media (max-width: 767px)',
  /** 768 px and below: the contact form's side image is hidden. */
  upToTablet: '@media (max-width: 768px)',
  /** The hamburger menu. */
  menu: `@media (max-width: ${site.menuBreakpoint}px)`,
  wideMenu: `@media (min-width: ${site.menuBreakpoint + 1}px)`,
} as const;
