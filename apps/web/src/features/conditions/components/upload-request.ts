import type { Condition } from '@lintel/domain/application/conditions';

// What the upload-document pages (the borrower's and a signer's) read of a condition, apart from the list's links so
// that their first load carries none of those (decision 233's budget).

/** The query of an upload-document link (spec 000 §2), each value already checked by the route's search schema. */
export interface UploadDocumentSearch {
  conditionUuid?: string | undefined;
  conditionType?: string | undefined;
  conditionEnum?: string | undefined;
}

/**
 * What the upload-document page can do with its query: the open condition it names, or why not (none such, or one
 * that takes no documents: "missing"; already done or received). Both areas' upload pages read it.
 */
export function uploadRequest(
  conditions: readonly Condition[],
  search: UploadDocumentSearch,
):
  | { kind: 'missing' }
  | { kind: 'done' | 'received'; condition: Condition }
  | { kind: 'open'; condition: Condition } {
  const condition = conditions.find(
    (c) =>
      c.uuid === search.conditionUuid && (!search.conditionEnum || c.categoryEnum === search.conditionEnum),
  );
  if (!condition || condition.action !== 'UPLOAD_DOCUMENT') return { kind: 'missing' };
  if (condition.resolved) return { kind: 'done', condition };
  if (!condition.actionNeeded) return { kind: 'received', condition };
  return { kind: 'open', condition };
}

/** "November 26, 2026" for an ISO date-time, in the borrower's own calendar. */
export function conditionDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function documentsNeededText(numDocsRequired: number): string {
  const n = Math.max(1, numDocsRequired);
  return n === 1 ? '1 document' : `${n} documents`;
}
