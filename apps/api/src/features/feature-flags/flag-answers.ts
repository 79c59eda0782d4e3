import type { DecisionAnswer } from '@lintel/domain/reference-data/feature-flags';
import type { Database } from '../../platform/db/database.ts';
import { evaluateFlag, unknownFlag, type FlagDecision } from './evaluate-flag.ts';
import { loadFlags } from './flag-repository.ts';

/** A decision as the flag service answers it (spec 001 §7, decision 052). */
export function decisionAnswer(flagKey: string, decision: FlagDecision): DecisionAnswer {
  return {
    flagKey,
    flagEnabled: decision.enabled,
    variationKey: decision.enabled ? 'on' : 'off',
    variables: decision.variables,
  };
}

/** The lender's answers for `keys`, in one query: what a server-rendered page's gates read (decision 244). */
export async function flagAnswers(
  db: Database,
  orgCode: string,
  keys: readonly string[],
): Promise<Record<string, DecisionAnswer>> {
  if (keys.length === 0) return {};
  const stored = new Map((await loadFlags(db, orgCode, keys)).map((flag) => [flag.key, flag]));
  return Object.fromEntries(
    keys.map((key) => {
      const flag = stored.get(key);
      return [key, decisionAnswer(key, flag ? evaluateFlag(flag) : unknownFlag(key))];
    }),
  );
}
