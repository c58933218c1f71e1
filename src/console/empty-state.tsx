import type { ReactNode } from 'react';

/** What a page or list shows when it has nothing yet: what is missing, and what would fill it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-title">{title}</p>
      {children ? <p className="empty-hint">{children}</p> : null}
    </div>
  );
}
