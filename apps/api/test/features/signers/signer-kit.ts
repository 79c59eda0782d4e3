import { createJobQueue } from '../../../src/platform/jobs/create-job-queue.ts';
import { registerWorkflowJobs } from '../../../src/features/workflow/jobs/resolve-step-job.ts';
import { registerStepJobs } from '../../../src/features/workflow/jobs/step-jobs.ts';
import type { SandboxMailer } from '../../../src/providers/mailer/sandbox-mailer.ts';
import { createSandboxProviders } from '../../../src/providers/providers.ts';
import { encryption } from '../applications/application-test-kit.ts';
import { manualClock } from '../identity/identity-test-kit.ts';
import { createTestApp } from '../../support/test-app.ts';
import { testMailer } from '../../support/test-mailer.ts';
import type { ClosingWorld } from '../workflow/closing/closing-kit.ts';

export const SIGNERS = '/service-application/api/v1/heloc-signer/applications';
export const ACCEPT = '/identity/api/v1/signer-invitation/accept';
export const SIGNER_PASSWORD = 'Signer-Pass-2026!';

/** The closing world of the closing tests, with a sandbox mailer the tests read invitations from. */
export async function signerWorld(): Promise<ClosingWorld & { mailer: SandboxMailer }> {
  const clock = manualClock();
  let mailer!: SandboxMailer;
  const t = await createTestApp({ clock, mailer: (db) => (mailer = testMailer(db, clock)) });
  const queue = createJobQueue(t.db, clock);
  const deps = { db: t.db, clock, providers: createSandboxProviders({ db: t.db }), encryption, queue };
  registerWorkflowJobs(deps);
  registerStepJobs(deps);
  return { t, clock, queue, mailer };
}

/** The invitation link's token of the newest invitation to `to`. */
export async function invitationToken(mailer: SandboxMailer, to: string): Promise<string> {
  const message = (await mailer.messages())
    .filter((m) => m.to === to && m.templateKey === 'signer-invitation')
    .at(0);
  const token = message ? /[?&]token=([A-Za-z0-9_-]{43})/.exec(message.text)?.[1] : undefined;
  if (!token) throw new Error(`no invitation to ${to}`);
  return token;
}

/** A PNG the upload screen accepts (the after-offer identity tests' fixture). */
export { FILES } from '../../../src/demo/persona-applications/drive-steps.ts';
