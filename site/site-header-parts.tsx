import type { NavigationEntry } from './content/site-chrome';
import { Item, Row, SubLink, SubList, Toggle, TopLink } from './site-header-styles';

function Chevron() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="3" d="M5 9l7 7 7-7" />
    </svg>
  );
}

export function MenuIcon({ open }: { open: boolean }) {
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

export function NavItem({
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
