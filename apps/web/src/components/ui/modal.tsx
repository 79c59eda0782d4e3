import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import './modal.css';

interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus, Escape closes it, and focus goes back to where it
 * was. The title names the dialog for screen readers.
 */
export function Modal({ title, open, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal; the attribute alone still shows the content there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog ref={ref} className="modal" aria-labelledby="modal-title" onClose={onClose} onCancel={onClose}>
      {open ? (
        <div className="modal__body stack">
          <h2 id="modal-title" className="heading-m">
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
