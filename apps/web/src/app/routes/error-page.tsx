import { ErrorFallback } from '../../components/layouts/error-fallback.tsx';
import { ErrorIllustration } from '../../features/feedback/components/error-illustration.tsx';
import { useTrackErrorFallback } from '../../features/feedback/components/error-fallback-tracker.tsx';

/**
 * Spec 001 §2 "Error fallback": the image, E's texts and buttons, and the 'HELOC: Error Fallback' event. The root
 * route's errorComponent renders this inside the page layout.
 */
export function ShellErrorFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useTrackErrorFallback(error instanceof Error ? error.message : undefined);
  return (
    <div className="stack">
      <ErrorIllustration />
      <ErrorFallback onRetry={onRetry} />
    </div>
  );
}
