import type { notarySlots } from '@lintel/domain/api/endpoints/closing-actions';
import { loadApplication } from '../../applications/application-repository.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import { notAtThisStep, type ReadContext } from '../steps/step-module.ts';

/**
 * The remote notary sessions on offer (page notary/intro): while the notary disclosures wait for a booking, and
 * while a booked remote session may still be moved (DEED_SIGNING, decision 208).
 */
export async function notarySlotsAnswer({ deps, access, reply }: ReadContext<typeof notarySlots>) {
  const aggregate =
    access.serverStep === 'NOTARY_DISCLOSURE' || access.serverStep === 'DEED_SIGNING'
      ? await loadApplication(deps.db, access.id)
      : undefined;
  if (!aggregate) return notAtThisStep(reply);
  const slots = await deps.providers.notary.availableSlots({
    subject: providerSubject(aggregate, deps.encryption),
    from: deps.clock.now(),
  });
  return { slots: slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })) };
}
