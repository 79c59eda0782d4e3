import type { Condition } from '@lintel/domain/application/conditions';
import { Notice } from './conditions-notice.tsx';

/**
 * The upload-document page of either area (decisions 189, 237) when its query names no open request: not found, done,
 * or received and under review.
 */
export function UploadRequestNotice({
  uuid,
  listHref,
  request,
}: {
  uuid: string;
  listHref?: string;
  request: { kind: 'missing' } | { kind: 'done' | 'received'; condition: Condition };
}) {
  const list = listHref ? { listHref } : {};
  if (request.kind === 'missing')
    return (
      <Notice uuid={uuid} title="We could not find this request" {...list}>
        <p>The link may be out of date. Your list shows everything we still need.</p>
      </Notice>
    );
  const { condition } = request;
  return (
    <Notice uuid={uuid} title={request.kind === 'done' ? 'This request is done' : 'We have your documents'} {...list}>
      <p>
        {request.kind === 'done'
          ? `"${condition.title}" needs nothing more from you.`
          : `We received your documents for "${condition.title}" and are reviewing them.`}
      </p>
    </Notice>
  );
}
