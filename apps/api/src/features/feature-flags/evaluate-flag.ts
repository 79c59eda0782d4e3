import type { FlagVariables } from '@lintel/domain/reference-data/feature-flags';

export interface StoredFlag {
  key: string;
  enabled: boolean;
  variables: FlagVariables;
  /** The value for the evaluated organisation, when it has one. */
  orgValue: { enabled: boolean; variables: FlagVariables } | null;
}

export interface FlagDecision {
  key: string;
  enabled: boolean;
  variables: FlagVariables;
}

/**
 * The organisation's value wins over the default; its variables are merged over the default ones key by key, so an
 * organisation overrides only what differs. Later targeting rules (the shell issue) slot in after this step.
 */
export function evaluateFlag(flag: StoredFlag): FlagDecision {
  if (!flag.orgValue) return { key: flag.key, enabled: flag.enabled, variables: { ...flag.variables } };
  return {
    key: flag.key,
    enabled: flag.orgValue.enabled,
    variables: { ...flag.variables, ...flag.orgValue.variables },
  };
}

/** A flag nobody defined is off, as the browser would treat a failed evaluation. */
export function unknownFlag(key: string): FlagDecision {
  return { key, enabled: false, variables: {} };
}
