import { cancelInRescission } from '@lintel/domain/api/endpoints/closing-actions';
import { CLOSING_JOBS } from '../closing/closing-job-names.ts';
import { saveClosing } from '../closing/closing-repository.ts';
import { CLOSING_ACTOR } from '../closing/closing-state.ts';
import { recordingJob } from '../closing/recording.ts';
import { rescissionEnd } from '../closing/rescission-end.ts';
import { applicationClock } from '../closing/sandbox-clock-offset.ts';
import { defineStepModule, stepAction } from './step-module.ts';

/**
 * The right to cancel (decision 118): while the period runs any owner may cancel (its caller is `party`: one
 * owner's cancellation counts for all); when it has lapsed, its job sends the mortgage for recording (RECORDING),
 * and the recording job makes the line fundable once the county has recorded it.
 */
export const rescissionStep = defineStepModule({
  name: 'rescission',
  moves: {
    RESCISSION_GENERATION: ['RESCISSION', 'UNKNOWN'],
    RESCISSION: ['RECORDING', 'FUNDABLE'],
    RECORDING: ['FUNDABLE'],
  },
  actions: [
    // The queued end-of-rescission job then does nothing.
    stepAction(cancelInRescission, {
      from: ['RESCISSION'],
      // Dated on the application's own clock (decision 209), as the deed and the deadline it cancels within.
      plan: async ({ deps, applicationId }) => {
        const now = (await applicationClock(deps, applicationId)).now();
        return { to: 'CANCELLED', write: (tx) => saveClosing(tx, applicationId, { cancelledAt: now }, now) };
      },
    }),
  ],
  jobs: [
    { name: CLOSING_JOBS.rescission, actor: CLOSING_ACTOR, run: rescissionEnd },
    { name: CLOSING_JOBS.recording, actor: CLOSING_ACTOR, run: recordingJob },
  ],
});
