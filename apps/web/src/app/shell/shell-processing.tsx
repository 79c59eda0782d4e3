import { Suspense, lazy } from 'react';
import {
  REGISTRATION_PROCESSING_MESSAGES,
  useRegistrationProcessing,
} from './use-registration-processing.ts';

// Asked for only when work starts: the modal stays out of every page's first load (decision 095 budgets).
const ProcessingModal = lazy(() =>
  import('../../features/loaders/components/processing-modal.tsx').then((m) => ({
    default: m.ProcessingModal,
  })),
);

/** The processing-data modal over whatever page the borrower waits on (decision 132). */
export function ShellProcessing() {
  const { open, done } = useRegistrationProcessing();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ProcessingModal open messages={REGISTRATION_PROCESSING_MESSAGES} onTimeout={done} />
    </Suspense>
  );
}
