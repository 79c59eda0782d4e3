import { useQuery } from '@tanstack/react-query';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { serverStepQueryOptions } from '../api/server-step.ts';
import { stepStatus, waitingOnText } from '../status/step-status.ts';

/** One application's status in a list: read once, not polled (the application's own pages poll). */
export function StepStatusLine({ uuid, viewerIsSigner = false }: { uuid: string; viewerIsSigner?: boolean }) {
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  const server = useQuery({ ...serverStepQueryOptions(uuid), refetchInterval: false });
  if (server.isPending) return <p className="caption">Checking status…</p>;
  if (server.isError) return <p>We could not get the latest status.</p>;
  const status = stepStatus(server.data);
  return (
    <>
      <p>{status.now}</p>
      {status.waitingOn === 'nobody' ? null : (
        <p className="caption">{`Waiting on: ${waitingOnText(status, companyName, viewerIsSigner)}. ${status.expected}.`}</p>
      )}
    </>
  );
}
