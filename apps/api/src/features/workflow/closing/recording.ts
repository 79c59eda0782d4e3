import { loadApplication } from '../../applications/application-repository.ts';
import { NotReadyError } from '../jobs/step-outcome.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import type { StepJobOutcome } from '../steps/step-module.ts';
import { CLOSING_JOBS, sendClosingJob } from './closing-job-names.ts';
import { saveClosing } from './closing-repository.ts';
import { loadClosingState } from './closing-state.ts';

/**
 * The recording job, queued when the right to cancel has lapsed (spec 000 checklist RECORDING): the title company
 * records the mortgage with the county; once it is recorded the line is fundable and the funding job is queued. A
 * county that has not recorded it yet is asked again by the queue's retries.
 */
export async function recordingJob(
  deps: WorkflowDeps,
  applicationId: string,
): Promise<StepJobOutcome | undefined> {
  const state = await loadClosingState(deps.db, applicationId);
  if (state?.application.serverStep !== 'RECORDING') return undefined;
  const aggregate = await loadApplication(deps.db, applicationId);
  if (!aggregate) return undefined;
  const result = await deps.providers.recording.recordMortgage({
    subject: providerSubject(aggregate, deps.encryption),
    loanNumber: state.application.loanNumber,
    at: deps.clock.now(),
  });
  if (result.outcome !== 'RECORDED') throw new NotReadyError('The recording of the mortgage');
  const now = deps.clock.now();
  return {
    from: 'RECORDING',
    to: 'FUNDABLE',
    changes: { checklistStatus: 'FUNDABLE' },
    audits: [
      {
        action: 'provider.recording.recorded',
        after: { instrumentNumber: result.instrumentNumber, county: result.county },
      },
    ],
    write: async (tx) => {
      await saveClosing(
        tx,
        applicationId,
        { recordedAt: result.recordedAt, recordingNumber: result.instrumentNumber },
        now,
      );
      await sendClosingJob(deps.queue, CLOSING_JOBS.funding, applicationId, 'FUNDABLE', tx);
    },
  };
}
