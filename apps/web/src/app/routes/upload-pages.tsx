import { getRouteApi, useParams } from '@tanstack/react-router';
import { isIncomeUploadPage } from '@lintel/domain/application/documents';
import { Loading } from '../../components/ui/loading.tsx';
import { CallUs } from '../../features/credit-review/components/lender-contact.tsx';
import { useApplication } from '../../features/application/api/application.ts';
import { useServerStep } from '../../features/application-routing/api/server-step.ts';
import { applicationHref } from '../../features/application-routing/application-pages.ts';
import { useDocuments } from '../../features/uploads/api/documents.ts';
import { DocumentsPage } from '../../features/uploads/components/documents-page.tsx';
import { IdentityPage } from '../../features/uploads/components/identity-page.tsx';
import { IncomeUploadPage } from '../../features/uploads/components/income-upload-page.tsx';
import { preloadFileUpload } from './preload-file-upload.ts';

// The upload control's code starts with this chunk, so it travels beside the page's calls (decision 233).
preloadFileUpload();

const applicationApi = getRouteApi('/account/heloc/$uuid');

function NotLoaded() {
  return (
    <div className="stack">
      <h1 className="heading-l">We could not load your documents</h1>
      <p>Please reload the page in a moment.</p>
      <CallUs />
    </div>
  );
}

/** identity: the ID photos and the check (IDENTITY_VERIFICATION). */
export function IdentityRoute() {
  const { uuid } = applicationApi.useParams();
  const list = useDocuments(uuid);
  if (list.isError) return <NotLoaded />;
  if (!list.data) return <Loading label="Loading your documents" />;
  return <IdentityPage uuid={uuid} list={list.data} />;
}

/** income/upload/{type}: paystubs or bank statements. */
export function IncomeUploadRoute() {
  const { uuid } = applicationApi.useParams();
  const { type = '' } = useParams({ strict: false }) as { type?: string };
  const list = useDocuments(uuid);
  const application = useApplication(uuid);
  const { step } = useServerStep(uuid);
  const reviewHref = applicationHref(uuid, 'income/review');
  // Another type is no page of ours: the router guard is already taking the borrower to the step's page.
  if (!isIncomeUploadPage(type)) return <Loading label="Loading your documents" />;
  if (list.isError) return <NotLoaded />;
  if (!list.data || !application.data) return <Loading label="Loading your documents" />;
  const status = application.data.status;
  return (
    <IncomeUploadPage
      uuid={uuid}
      type={type}
      list={list.data}
      underReview={step === 'WAITING_FOR_INCOME'}
      accepted={Boolean(status?.manualPaystubUpload && status.manualPaystubTasksComplete)}
      reviewHref={reviewHref}
    />
  );
}

/** documents: what the lender asked for and what was sent, at any step. */
export function DocumentsRoute() {
  const { uuid } = applicationApi.useParams();
  const list = useDocuments(uuid);
  if (list.isError) return <NotLoaded />;
  if (!list.data) return <Loading label="Loading your documents" />;
  return <DocumentsPage uuid={uuid} list={list.data} href={(page) => applicationHref(uuid, page)} />;
}
