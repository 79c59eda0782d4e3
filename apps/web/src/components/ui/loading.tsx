/** A quiet loading state; screen readers hear it once through the status role. */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{label}…</span>
    </div>
  );
}
