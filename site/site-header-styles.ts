import styled from '@emotion/styled';
import { color, focusRing } from '../src/ui/theme';
import { media, site } from './site-theme';

export const Bar = styled.header({
  position: 'relative',
  zIndex: 40,
  height: site.navHeight,
  background: color.navy,
  color: '#fff',
  [media.phone]: { height: site.navHeightMobile },
});
export const Inner = styled.div({
  height: '100%',
  maxWidth: site.maxWidth,
  margin: '0 auto',
  padding: '0 20px',
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  [media.phone]: { padding: '0 12px', gap: 8 },
});
export const Logo = styled.a({
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
export const LogoMark = styled.img({ flex: 'none', [media.phone]: { width: 30, height: 30 } });
export const MenuButton = styled.button({
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
export const Nav = styled.nav<{ isOpen: boolean }>(({ isOpen }) => ({
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
export const TopList = styled.ul({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [media.wideMenu]: { display: 'flex', alignItems: 'center', gap: 4 },
});
export const Item = styled.li({ position: 'relative' });
export const Row = styled.div({ display: 'flex', alignItems: 'center' });
export const TopLink = styled.a({
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
export const Toggle = styled.button<{ expanded: boolean }>(({ expanded }) => ({
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
export const SubList = styled.ul({
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
export const SubLink = styled.a({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 18px',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { ...focusRing, outlineOffset: -3 },
});
export const CallSlot = styled.div({ flex: 'none', [media.menu]: { order: 2 } });
