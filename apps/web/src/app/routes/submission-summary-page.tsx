import { getRouteApi } from '@tanstack/react-router';
import { CallUs } from '../../features/credit-review/components/lender-contact.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useLazyModule } from '../../lib/lazy-module.ts';
import { EMPLOYMENT_LABELS } from '../../features/registration/screens/income-labels.ts';
import { useSummaryDisclosure } from '../../features/submission/api/submission.ts';
import { AppSummaryPage } from '../../features/submission/components/app-summary-page.tsx';
import { helocBrochureModule } from './heloc-brochure-module.ts';

// The brochure starts with this chunk, so it travels beside the summary call (decision 233).
helocBrochureModule.preload().catch(() => undefined);

const applicationApi = getRouteApi('/account/heloc/$uuid');

/**
 * start/app-summary: the summary disclosure read (the line, income, debts and offer) loads here. A chunk of its own,
 * apart from start/hmda (decision 233).
 */
export function AppSummaryRoute() {
  const { uuid } = applicationApi.useParams();
  const summary = useSummaryDisclosure(uuid);
  const brochure = useLazyModule(helocBrochureModule);
  if (summary.isError)
    return (
      <div className="stack">
        <h1 className="heading-l">We could not load your application summary</h1>
        <p>Please reload the page in a moment.</p>
        <CallUs />
      </div>
    );
  if (!summary.data || !brochure) return <Loading label="Loading your application summary" />;
  return (
    <AppSummaryPage
      uuid={uuid}
      summary={summary.data}
      employmentLabels={EMPLOYMENT_LABELS}
      brochure={brochure.HELOC_BROCHURE}
    />
  );
}
