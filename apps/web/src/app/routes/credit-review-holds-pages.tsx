import { DelinquencyPage } from '../../features/credit-review/components/delinquency-page.tsx';
import { FloodCertPage } from '../../features/credit-review/components/flood-cert-page.tsx';
import { UnderwritingReviewPage } from '../../features/credit-review/components/underwriting-review-page.tsx';

/** One chunk for the waits on a person or a third party: review-app/uw, review-app/delinquency, error/flood-cert. */
export const UnderwritingReviewRoute = UnderwritingReviewPage;
export const DelinquencyRoute = DelinquencyPage;
export const FloodCertRoute = FloodCertPage;
