import { useMemo } from 'react';
import type { ClosingView } from '@lintel/domain/application/closing';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { paths } from '../../config/paths.ts';
import { notaryInvite } from './notary-ics.ts';

/**
 * The booked session's calendar invite (.ics) as a file to download, remote or in person; undefined until the
 * session has its times. Links back to the application's home.
 */
export function useNotaryInvite(uuid: string, notary: ClosingView['notary'] | undefined): Blob | undefined {
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  return useMemo(
    () =>
      notary?.startsAt && notary.endsAt && notary.sessionId
        ? new Blob(
            [
              notaryInvite({
                sessionId: notary.sessionId,
                start: notary.startsAt,
                end: notary.endsAt,
                lender: companyName,
                notaryName: notary.notaryName,
                url: `${window.location.origin}${paths.application.getHref(uuid)}`,
              }),
            ],
            { type: 'text/calendar' },
          )
        : undefined,
    [notary, companyName, uuid],
  );
}
