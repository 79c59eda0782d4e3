import { useEffect, useRef, useState } from 'react';
import {
  PROCESSING_MODAL_PROGRESS_INTERVAL_MS,
  PROCESSING_MODAL_TIMEOUT_MS,
} from '@lintel/domain/constants/timings';
import './loaders.css';

/** Our default messages; a screen passes its own (decision 082). */
export const DEFAULT_PROCESSING_MESSAGES = [
  'Processing your information…',
  'Checking the details you gave us…',
  'This can take up to 30 seconds…',
  'Almost there…',
] as const;
/** A message stays this long before the next one. */
export const MESSAGE_ROTATION_MS = 5_000;
/** The bar never claims to be done before the work is: it stops short until `open` ends. */
const PROGRESS_CEILING = 95;

interface ProcessingModalProps {
  open: boolean;
  messages?: readonly string[];
  timeoutMs?: number;
  onTimeout?: () => void;
}

/**
 * Spec 001 §2/§9: a progress bar updated every 100 ms across a 30 s timeout, with rotating messages. It cannot be
 * dismissed (the work it covers is under way); the first focusable thing is the dialog itself.
 */
export function ProcessingModal({
  open,
  messages = DEFAULT_PROCESSING_MESSAGES,
  timeoutMs = PROCESSING_MODAL_TIMEOUT_MS,
  onTimeout,
}: ProcessingModalProps) {
  const [elapsed, setElapsed] = useState(0);
  const dialogRef = useRef<HTMLDivElement>(null);
  const timeoutRef = useRef(onTimeout);
  useEffect(() => {
    timeoutRef.current = onTimeout;
  }, [onTimeout]);

  useEffect(() => {
    if (!open) return;
    setElapsed(0);
    dialogRef.current?.focus();
    const started = Date.now();
    const timer = setInterval(() => {
      const now = Math.min(Date.now() - started, timeoutMs);
      setElapsed(now);
      if (now >= timeoutMs) {
        clearInterval(timer);
        timeoutRef.current?.();
      }
    }, PROCESSING_MODAL_PROGRESS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [open, timeoutMs]);

  if (!open) return null;
  const percent = Math.min(PROGRESS_CEILING, Math.floor((elapsed / timeoutMs) * 100));
  const message = messages[Math.floor(elapsed / MESSAGE_ROTATION_MS) % Math.max(messages.length, 1)] ?? '';
  return (
    <div className="processing-backdrop">
      <div
        ref={dialogRef}
        className="processing-modal stack"
        role="dialog"
        aria-modal="true"
        aria-labelledby="processing-title"
        tabIndex={-1}
      >
        <h2 id="processing-title" className="heading-m">
          Please wait
        </h2>
        <p aria-live="polite">{message}</p>
        <div
          className="progress"
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <progress className="progress__bar" max={100} value={percent} aria-hidden="true" />
        </div>
      </div>
    </div>
  );
}
