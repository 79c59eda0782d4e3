import type { CreditPullResult } from '../../../providers/credit-bureau/credit-bureau.ts';
import type { Decision, SubDecision } from '../../applications/decision-types.ts';

/** What a credit pull that found no usable file means for the application, before any underwriting. */
export interface CreditStop {
  /** Proposed server step (docs/sandbox-scenarios.md): the page follows from it. */
  step:
    | 'CREDIT_NO_MATCH'
    | 'CREDIT_NO_MATCH_SSN_HELD'
    | 'CREDIT_FROZEN'
    | 'CREDIT_LOCKED'
    | 'CREDIT_FROZEN_WITH_PIN'
    | 'CREDIT_INCORRECT_PIN'
    | 'NO_CREDIT';
  decision?: Decision;
  subDecision?: SubDecision;
  /** Application status flag of spec 000 §3. */
  creditFrozenWithPin: boolean;
}

/** Undefined when the bureau returned a report and underwriting can run. */
export function creditStop(result: CreditPullResult): CreditStop | undefined {
  const frozen = { decision: 'ERROR', subDecision: 'CREDIT_FROZEN' } as const;
  switch (result.outcome) {
    case 'FOUND':
      return undefined;
    case 'NO_MATCH':
      return {
        step: result.ssnUsed ? 'CREDIT_NO_MATCH_SSN_HELD' : 'CREDIT_NO_MATCH',
        creditFrozenWithPin: false,
      };
    case 'FROZEN':
      return { step: 'CREDIT_FROZEN', ...frozen, creditFrozenWithPin: false };
    case 'LOCKED':
      return { step: 'CREDIT_LOCKED', ...frozen, creditFrozenWithPin: false };
    case 'FROZEN_WITH_PIN':
      return { step: 'CREDIT_FROZEN_WITH_PIN', ...frozen, creditFrozenWithPin: true };
    case 'INCORRECT_PIN':
      return { step: 'CREDIT_INCORRECT_PIN', ...frozen, creditFrozenWithPin: true };
    case 'NO_CREDIT':
      return { step: 'NO_CREDIT', creditFrozenWithPin: false };
  }
}
