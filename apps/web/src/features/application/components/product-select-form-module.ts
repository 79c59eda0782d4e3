import { lazyModule } from '../../../lib/lazy-module.ts';

/**
 * The offers form and its loan math (decimal.js, about 13 KB gzip), out of product/select's first load (decision
 * 098): the route loader starts it with the offers call, the page renders it when both are there (decision 156).
 */
export const productSelectFormModule = lazyModule(() => import('./product-select-form.tsx'));
