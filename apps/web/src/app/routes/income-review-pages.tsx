import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { useApplication } from '../../features/application/api/application.ts';
import { applicationHref } from '../../features/application-routing/application-pages.ts';
import { EmployerVerificationPage } from '../../features/income/components/employer-verification-page.tsx';
import { IncomeReviewPage } from '../../features/income/components/income-review-page.tsx';
import { incomeLinkPage, PAYSTUB_UPLOAD_PAGE, paystubCount } from '../../features/income/income-pages.ts';

// income/review and income/employer-verification: a chunk apart from the link pages and their widget (decision 233).
const applicationApi = getRouteApi('/account/heloc/$uuid');
const reviewApi = getRouteApi('/account/heloc/$uuid/income/review');

/** income/review: the paystub task's flags come with the application the layout has loaded. */
export function IncomeReviewRoute() {
  const { uuid } = applicationApi.useParams();
  const search = reviewApi.useSearch();
  const navigate = useNavigate();
  const { data: application } = useApplication(uuid);
  if (!application) return <Loading label="Loading your application" />;
  return (
    <IncomeReviewPage
      uuid={uuid}
      paystubs={{
        requested: Boolean(application.status?.manualPaystubUpload),
        reviewed: Boolean(application.status?.manualPaystubTasksComplete),
      }}
      outcome={
        search.outcome ? { outcome: search.outcome, paystubs: paystubCount(search.paystubs) } : undefined
      }
      onLink={(type) => void navigate({ href: applicationHref(uuid, incomeLinkPage(type)) })}
      onUploadChosen={() => void navigate({ href: applicationHref(uuid, PAYSTUB_UPLOAD_PAGE) })}
    />
  );
}

export function EmployerVerificationRoute() {
  const { uuid } = applicationApi.useParams();
  return <EmployerVerificationPage uuid={uuid} />;
}
