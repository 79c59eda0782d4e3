import { TOASTS_MAX } from '../constants/shell-limits.ts';

/** Spec 001 §2: up to 5 toasts at once; a new toast pushes out the oldest. */
export function addToast<T>(toasts: readonly T[], toast: T, max: number = TOASTS_MAX): T[] {
  return visibleToasts([...toasts, toast], max);
}

/** The toasts shown now: the newest 5, oldest first. */
export function visibleToasts<T>(toasts: readonly T[], max: number = TOASTS_MAX): T[] {
  return max <= 0 ? [] : toasts.slice(-max);
}
