import { useEffect, useRef, useState } from 'react';
import { usePageLanguage } from '../src/ui/page-language';
import { useSiteConfig } from '../src/ui/site-config';
import { SITE_CHROME } from './content/site-chrome';
import { HeaderCallLink } from './header-call-link';
import { MenuIcon, NavItem } from './site-header-parts';
import { Bar, CallSlot, Inner, Logo, LogoMark, MenuButton, Nav, TopList } from './site-header-styles';
import { site } from './site-theme';

const MENU_ID = 'site-menu';

/**
 * The site header: logo, the main navigation with its dropdowns, the click-to-call link, and at the menu
 * breakpoint and below a hamburger that opens the navigation as a full-screen panel.
 */
export function SiteHeader() {
  const { name } = useSiteConfig();
  const words = SITE_CHROME[usePageLanguage()];
  const [menuOpen, setMenuOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  // While the menu is open the page behind it must not scroll.
  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [menuOpen]);

  // Past the breakpoint the navigation is inline again, so an open panel would only hide the page.
  useEffect(() => {
    if (!menuOpen) return;
    const wide = window.matchMedia(`(min-width: ${site.menuBreakpoint + 1}px)`);
    const close = () => {
      if (wide.matches) setMenuOpen(false);
    };
    close();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [menuOpen]);

  // Escape closes the innermost open thing and puts focus back on the button that opened it.
  useEffect(() => {
    if (!menuOpen && !expanded) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (expanded) {
        nav.current?.querySelector<HTMLButtonElement>(`[data-nav-toggle="${expanded}"]`)?.focus();
        setExpanded(null);
      } else {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, expanded]);

  // A dropdown closes when the visitor clicks or tabs anywhere outside the navigation.
  useEffect(() => {
    if (!expanded) return;
    const onOutside = (event: Event) => {
      if (!nav.current?.contains(event.target as Node)) setExpanded(null);
    };
    document.addEventListener('click', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('click', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [expanded]);

  const toggleMenu = () => {
    if (!menuOpen) window.scrollTo({ top: 0 });
    setMenuOpen(!menuOpen);
  };

  return (
    <Bar>
      <Inner>
        <Logo href="/">
          <LogoMark src="/images/logo-mark.svg" width={38} height={38} alt="" />
          <span>{name}</span>
        </Logo>
        <MenuButton
          ref={menuButton}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? words.closeMenu : words.openMenu}
          onClick={toggleMenu}
        >
          <MenuIcon open={menuOpen} />
        </MenuButton>
        <Nav id={MENU_ID} ref={nav} isOpen={menuOpen} aria-label={words.mainNavigation}>
          <TopList>
            {words.navigation.map((entry) => (
              <NavItem
                key={entry.href}
                entry={entry}
                toggleLabel={words.subPages.replace('{section}', entry.label)}
                listId={`site-nav-${entry.href.replaceAll('/', '')}`}
                expanded={expanded === entry.href}
                onToggle={() => setExpanded(expanded === entry.href ? null : entry.href)}
                onLeave={() => {
                  setExpanded(null);
                  setMenuOpen(false);
                }}
              />
            ))}
          </TopList>
        </Nav>
        <CallSlot>
          <HeaderCallLink />
        </CallSlot>
      </Inner>
    </Bar>
  );
}
