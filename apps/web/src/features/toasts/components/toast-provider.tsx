import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { addToast } from '@lintel/domain/shell-rules/toasts';
import './toasts.css';

export type ToastVariant = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
}

/** Toast durations are not in the spec (decision 082): 6 s to read; errors and warnings wait to be dismissed. */
export const TOAST_DURATION_MS = 6_000;

interface ToastApi {
  show: (message: string, variant?: ToastVariant) => void;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts needs a ToastProvider above it');
  return api;
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    if (toast.variant === 'error' || toast.variant === 'warning') return;
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <li className={`toast toast--${toast.variant}`}>
      <p>{toast.message}</p>
      <button type="button" className="toast__close" onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Dismiss: {toast.message}</span>
      </button>
    </li>
  );
}

/**
 * Spec 001 §2/§4: up to 5 toasts at once, a sixth pushes out the oldest (domain `addToast`). The list is a polite
 * live region; error toasts use role="alert" semantics through an assertive region so they interrupt.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback((message: string, variant: ToastVariant = 'info') => {
    const toast = { id: nextId.current++, message, variant };
    setToasts((list) => addToast(list, toast));
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const polite = toasts.filter((toast) => toast.variant !== 'error');
  const urgent = toasts.filter((toast) => toast.variant === 'error');
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts">
        <ul aria-live="assertive" aria-label="Errors" className="toasts__list">
          {urgent.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </ul>
        <ul aria-live="polite" aria-label="Messages" className="toasts__list">
          {polite.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </ul>
      </div>
    </ToastContext.Provider>
  );
}
