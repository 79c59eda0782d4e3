import { declareAssets } from '@lintel/domain/api/endpoints/pre-offer-actions';
import { defineStepModule, stepAction } from './step-module.ts';

/**
 * ASSETS_PREQUAL (page product/assets, decision 100): the borrower's liquid assets count as income (÷ 360 months),
 * then underwriting runs again in the background.
 */
export const assetsStep = defineStepModule({
  name: 'assets',
  moves: { ASSETS_PREQUAL: ['WAITING_FOR_UNDERWRITING'] },
  actions: [
    stepAction(declareAssets, {
      from: ['ASSETS_PREQUAL'],
      plan: ({ body }) => ({
        to: 'WAITING_FOR_UNDERWRITING',
        changes: { assetDepletionComplete: true, assetDepletionAmount: body.amount.toFixed(2) },
      }),
    }),
  ],
});
