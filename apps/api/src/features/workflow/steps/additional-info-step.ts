import { additionalInfo, giveAdditionalInfo } from '@lintel/domain/api/endpoints/additional-info-actions';
import { notFound } from '../../applications/application-access.ts';
import { loadApplication } from '../../applications/application-repository.ts';
import { additionalInfoView, planAdditionalInfo } from '../after-offer/additional-info.ts';
import { defineStepModule, stepAction, stepRead } from './step-module.ts';

/** COLLECT_ADDITIONAL_INFO (pages start/profile and start/contact, decision 110): what is on file, then both pages. */
export const additionalInfoStep = defineStepModule({
  name: 'additional-info',
  moves: { COLLECT_ADDITIONAL_INFO: ['HMDA'] },
  reads: [
    stepRead(additionalInfo, async ({ deps, access, reply }) => {
      const aggregate = await loadApplication(deps.db, access.id);
      return aggregate ? additionalInfoView(deps.db, aggregate) : notFound(reply);
    }),
  ],
  actions: [
    stepAction(giveAdditionalInfo, {
      from: ['COLLECT_ADDITIONAL_INFO'],
      aggregate: true,
      plan: (c) => planAdditionalInfo(c, c.body, c.deps.encryption, c.deps.clock.now()),
    }),
  ],
});
