import { Link } from '@tanstack/react-router';
import {
  INCOME_UPLOAD_PAGES,
  MANUAL_PAYSTUB_COUNT_DEFAULT,
  type DocumentList,
  type IncomeUploadPage as IncomeUploadType,
} from '@lintel/domain/application/documents';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { FileUpload } from '../../../components/upload/file-upload.tsx';
import { SentDocuments } from '../../../components/upload/sent-documents.tsx';
import { useSendDocument } from '../api/documents.ts';

const WORDS: Record<IncomeUploadType, { one: string; many: (n: number) => string; hint: string }> = {
  MANUAL_PAYSTUB: {
    one: 'Upload your most recent paystub',
    many: (n) => `Upload your ${n} most recent paystubs`,
    hint: 'Your linked account showed only part of your income. A paystub shows your employer, your pay and the dates it covers.',
  },
  PAYSTUB: {
    one: 'Upload your most recent paystub',
    many: (n) => `Upload your ${n} most recent paystubs`,
    hint: 'A paystub shows your employer, your pay and the dates it covers.',
  },
  BANK_STATEMENT: {
    one: 'Upload your most recent bank statement',
    many: (n) => `Upload your ${n} most recent bank statements`,
    hint: 'All pages of the statement, showing your name and the deposits of your income.',
  },
};

export interface IncomeUploadPageProps {
  uuid: string;
  type: IncomeUploadType;
  list: DocumentList;
  /** The paystubs are in and the lender is reviewing them (WAITING_FOR_INCOME). */
  underReview: boolean;
  /** The review accepted them: income/review goes on from here. */
  accepted: boolean;
  reviewHref: string;
}

/**
 * Page income/upload/{type} (spec 000 §2; decision 113): MANUAL_PAYSTUB after a partial income check asks for as
 * many paystubs as the check said (spec 001 §9: default 1), taking several at once and more after that; the last
 * one starts the review, and this page then says so. PAYSTUB and BANK_STATEMENT take documents given of the
 * borrower's own accord from income/review.
 */
export function IncomeUploadPage({
  uuid,
  type,
  list,
  underReview,
  accepted,
  reviewHref,
}: IncomeUploadPageProps) {
  const documentType = INCOME_UPLOAD_PAGES[type];
  const request =
    type === 'MANUAL_PAYSTUB'
      ? list.requests.find((r) => r.category === 'HELOC_MANUAL_PAYSTUB_UPLOAD')
      : undefined;
  const required = Math.max(request?.numDocsRequired ?? MANUAL_PAYSTUB_COUNT_DEFAULT, 1);
  const sent = list.documents.filter((d) => d.type === documentType);
  const sentForRequest = request ? sent.filter((d) => d.createdAt >= request.created).length : sent.length;
  const remaining = Math.max(required - sentForRequest, 0);
  const words = WORDS[type];
  const title = underReview
    ? 'We are reviewing your paystubs'
    : accepted
      ? 'Your paystubs were accepted'
      : required > 1
        ? words.many(required)
        : words.one;
  useDocumentTitle(title, false);
  const send = useSendDocument(uuid, documentType);
  return (
    <div className="question-page stack">
      <Link to={reviewHref} className="back-link">
        Back
      </Link>
      <h1 className="heading-l">{title}</h1>
      {underReview ? (
        <div className="upload-notice upload-notice--done" role="status">
          <p>Thank you. We have what we asked for and are reviewing it; this usually takes a few minutes.</p>
          <p>This page moves on by itself when the review is done.</p>
        </div>
      ) : accepted ? (
        <div className="upload-notice upload-notice--done">
          <p>Your paystubs confirm your income. Continue to finish verifying it.</p>
          <Link to={reviewHref} className="button">
            Continue
          </Link>
        </div>
      ) : (
        <>
          <p>{words.hint}</p>
          {request || type === 'MANUAL_PAYSTUB' ? (
            <p>
              <strong>
                {sentForRequest} of {required} sent.
              </strong>{' '}
              {remaining > 0
                ? `${remaining} more to go. You can send ${remaining > 1 ? 'them together or one at a time' : 'it now'}.`
                : 'You can add another if you have more.'}
            </p>
          ) : null}
          <FileUpload
            name="documents"
            label={required > 1 || remaining !== 1 ? 'Your files' : 'Your file'}
            hint="A clear photo of each page, or the PDF from your payroll or bank website."
            multiple={required > 1 || remaining === 0 || type !== 'MANUAL_PAYSTUB'}
            camera
            send={send}
          />
        </>
      )}
      <SentDocuments documents={sent} />
    </div>
  );
}
