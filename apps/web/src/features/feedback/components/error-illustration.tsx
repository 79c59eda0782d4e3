import './feedback.css';

/** The error page's image (spec 001 §2): a disconnected plug, decorative, drawn in the brand's colours. */
export function ErrorIllustration() {
  return (
    <svg
      className="error-illustration"
      viewBox="0 0 160 96"
      width="160"
      height="96"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 48h44" className="ei-muted" strokeWidth="6" strokeLinecap="round" fill="none" />
      <rect x="48" y="30" width="26" height="36" rx="6" className="ei-fill-primary" />
      <path d="M74 38h12M74 58h12" className="ei-primary" strokeWidth="6" strokeLinecap="round" />
      <rect x="98" y="30" width="26" height="36" rx="6" className="ei-fill-accent" />
      <path d="M124 48h28" className="ei-muted" strokeWidth="6" strokeLinecap="round" fill="none" />
      <path d="M90 22l-4 10M92 74l-4-10" className="ei-error" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
