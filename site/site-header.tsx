import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { usePageLanguage } from '../src/ui/page-language';
import { useSiteConfig } from '../src/ui/site-config';
import { color, focusRing } from '../src/ui/theme';
import { SITE_CHROME, type NavigationEntry } from './content/site-chrome';
import { HeaderCallLink } from './header-call-link';
import { media, site } from './site-theme';

const Bar = styled.header({
  position: 'relative',
  zIndex: 40,
  height: site.navHeight,
  background: color.navy,
  color: '#fff',
  [media.phone]: { height: site.navHeightMobile },
});
const Inner = styled.div({
  height: '100%',
  maxWidth: site.maxWidth,
  margin: '0 auto',
  padding: '0 20px',
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  [media.phone]: { padding: '0 12px', gap: 8 },
});
const Logo = styled.a({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  marginRight: 'auto',
  color: '#fff',
  fontSize: 21,
  fontWeight: 800,
  lineHeight: 1.15,
  textDecoration: 'none',
  [media.phone]: { fontSize: 17, gap: 8 },
  '&:focus-visible': focusRing,
});
const LogoMark = styled.img({ flex: 'none', [media.phone]: { width: 30, height: 30 } });
const MenuButton = styled.button({
  display: 'none',
  [media.menu]: {
    order: 3,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    padding: 0,
    border: '2px solid rgba(255, 255, 255, 0.5)',
    borderRadius: 10,
    background: 'transparent',
    color: '#fff',
    cursor: 'pointer',
    '&:focus-visible': focusRing,
  },
});
const Nav = styled.nav<{ isOpen: boolean }>(({ isOpen }) => ({
  [media.wideMenu]: { display: 'block' },
  [media.menu]: {
    display: isOpen ? 'block' : 'none',
    position: 'fixed',
    top: site.navHeight,
    left: 0,
    right: 0,
    bottom: 0,
    overflowY: 'auto',
    background: color.navy,
    borderTop: '1px solid rgba(255, 255, 255, 0.15)',
    padding: '8px 0 24px',
  },
  [media.phone]: { top: site.navHeightMobile },
}));
const TopList = styled.ul({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [media.wideMenu]: { display: 'flex', alignItems: 'center', gap: 4 },
});
const Item = styled.li({ position: 'relative' });
const Row = styled.div({ display: 'flex', alignItems: 'center' });
const TopLink = styled.a({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 10px',
  color: '#fff',
  fontWeight: 700,
  fontSize: 15,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: 6,
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': focusRing,
  [media.menu]: { flex: 1, fontSize: 18, padding: '0 20px', minHeight: 52 },
});
const Toggle = styled.button<{ expanded: boolean }>(({ expanded }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 44,
  marginLeft: -6,
  padding: 0,
  border: 0,
  borderRadius: 6,
  background: 'transparent',
  color: '#fff',
  cursor: 'pointer',
  '& svg': { transition: 'transform 0.2s', transform: expanded ? 'rotate(180deg)' : 'none' },
  '&:focus-visible': focusRing,
  [media.menu]: { width: 56, height: 52, marginLeft: 0, marginRight: 8 },
}));
const SubList = styled.ul({
  margin: 0,
  padding: '6px 0',
  listStyle: 'none',
  [media.wideMenu]: {
    position: 'absolute',
    top: 'calc(100% + 8px)',
    left: 0,
    minWidth: 240,
    background: '#fff',
    borderRadius: 10,
    boxShadow: '0 12px 32px rgba(15, 39, 71, 0.25)',
    '& a': { color: color.ink },
  },
  [media.menu]: { background: 'rgba(255, 255, 255, 0.06)', '& a': { color: '#fff', paddingLeft: 40 } },
});
const SubLink = styled.a({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 18px',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { ...focusRing, outlineOffset: -3 },
});
const CallSlot = styled.div({ flex: 'none', [media.menu]: { order: 2 } });

const MENU_ID = 'site-menu';

function Chevron() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="3" d="M5 9l7 7 7-7" />
    </svg>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
      ) : (
        <path stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
      )}
    </svg>
  );
}

function NavItem({
  entry,
  expanded,
  listId,
  toggleLabel,
  onToggle,
  onLeave,
}: {
  entry: NavigationEntry;
  toggleLabel: string;
  expanded: boolean;
  listId: string;
  onToggle: () => void;
  /** A top-level link without sub-links closes the menu. */
  onLeave: () => void;
}) {
  if (!entry.children) {
    return (
      <Item>
        <TopLink href={entry.href} onClick={onLeave}>
          {entry.label}
        </TopLink>
      </Item>
    );
  }
  return (
    <Item>
      <Row>
        <TopLink href={entry.href}>{entry.label}</TopLink>
        <Toggle
          type="button"
          expanded={expanded}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={toggleLabel}
          data-nav-toggle={entry.href}
          onClick={onToggle}
        >
          <Chevron />
        </Toggle>
      </Row>
      <SubList id={listId} hidden={!expanded}>
        {entry.children.map((child) => (
          <li key={child.href}>
            <SubLink href={child.href}>{child.label}</SubLink>
          </li>
        ))}
      </SubList>
    </Item>
  );
}

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
