import type { ReactNode } from 'react';
import type { NavContext } from '../../features/shell-nav/nav-links.ts';
import { SideNav } from '../../features/shell-nav/components/side-nav.tsx';
import { TopNav } from '../../features/shell-nav/components/top-nav.tsx';
import './shell.css';

interface HeaderActionsProps {
  context: NavContext;
  pathname: string;
  /** The notifications menu (or a visitor's Login button) and, with a session, the profile menu. */
  children?: ReactNode;
}

/** The header's navigation around its menus: one layout for visitors and for signed-in borrowers (decision 080). */
export function HeaderActions({ context, pathname, children }: HeaderActionsProps) {
  return (
    <div className="shell-actions">
      <TopNav context={context} currentPath={pathname} />
      {children}
      <SideNav context={context} />
    </div>
  );
}
