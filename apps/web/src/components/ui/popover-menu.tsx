import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import './popover-menu.css';

interface PopoverMenuProps {
  /** What the button shows; its text (visible or visually hidden) is its name, so label and name always match. */
  button: ReactNode;
  /** Names the panel (a labelled region); the panel's content is free: lists, buttons, links. */
  panelLabel: string;
  align?: 'start' | 'end';
  children: (close: () => void) => ReactNode;
}

/**
 * A disclosure button with a panel (the APG disclosure pattern, not role="menu": the panels hold lists, buttons and
 * links that a menu role would hide from reading). Escape or a click outside closes it; Escape returns focus.
 */
export function PopoverMenu({ button, panelLabel, align = 'end', children }: PopoverMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="popover" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="popover__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {button}
      </button>
      <div
        id={panelId}
        role="region"
        aria-label={panelLabel}
        className={`popover__panel popover__panel--${align}`}
        hidden={!open}
      >
        {open ? children(close) : null}
      </div>
    </div>
  );
}
