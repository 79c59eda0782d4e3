import { useSyncExternalStore } from 'react';
import { REGISTRATION_DRAFT_STORAGE_KEY } from '@lintel/domain/constants/storage-keys';
import type { RegistrationDraft } from '@lintel/domain/registration/registration-request';

/** Spec 000 §3: the draft survives a reload and a closed tab, so it lives in local storage. */
export const DRAFT_STORAGE_KEY = REGISTRATION_DRAFT_STORAGE_KEY;

export interface StoredDraft {
  answers: RegistrationDraft;
  /** The referring loan officer of spec 000 §5; sent as a query parameter, not part of the payload. */
  loanOriginatorUuid?: string | undefined;
  /** One key per draft (decision 075): a retry after a timeout, even after a reload, is the same registration. */
  idempotencyKey?: string | undefined;
}

// Secrets never touch storage (issue 4: "no password or SSN stored").
const NEVER_STORED = ['password', 'confirmPassword', 'ssn'] as const;

const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cachedDraft: StoredDraft = { answers: {} };

function readText(): string | null {
  try {
    return window.localStorage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(text: string | null): StoredDraft {
  if (!text) return { answers: {} };
  try {
    const value = JSON.parse(text) as Partial<StoredDraft> | null;
    const answers = value && typeof value.answers === 'object' && value.answers ? value.answers : {};
    const uuid = typeof value?.loanOriginatorUuid === 'string' ? value.loanOriginatorUuid : undefined;
    const key = typeof value?.idempotencyKey === 'string' ? value.idempotencyKey : undefined;
    return { answers, loanOriginatorUuid: uuid, idempotencyKey: key };
  } catch {
    // A draft that no longer reads is dropped rather than breaking the journey.
    return { answers: {} };
  }
}

/** The stored draft; the same object until storage changes, as useSyncExternalStore needs. */
export function readDraft(): StoredDraft {
  const text = readText();
  if (text !== cachedText) {
    cachedText = text;
    cachedDraft = parse(text);
  }
  return cachedDraft;
}

function write(draft: StoredDraft): void {
  const answers: Record<string, unknown> = { ...draft.answers };
  for (const key of NEVER_STORED) delete answers[key];
  try {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...draft, answers }));
  } catch {
    // Without storage the draft lasts for this page only; the guard then starts the visitor over.
  }
  for (const listener of listeners) listener();
}

/** Merges one screen's answers into the draft. */
export function saveAnswers(answers: RegistrationDraft): void {
  const current = readDraft();
  write({ ...current, answers: { ...current.answers, ...answers } });
}

export function removeAnswers(keys: readonly (keyof RegistrationDraft)[]): void {
  const current = readDraft();
  const answers = { ...current.answers };
  for (const key of keys) delete answers[key];
  write({ ...current, answers });
}

export function saveLoanOriginator(loanOriginatorUuid: string | undefined): void {
  const current = readDraft();
  if (current.loanOriginatorUuid === loanOriginatorUuid) return;
  write({ ...current, loanOriginatorUuid });
}

/** The draft's idempotency key, created on first use. */
export function draftIdempotencyKey(): string {
  const current = readDraft();
  if (current.idempotencyKey) return current.idempotencyKey;
  const idempotencyKey = crypto.randomUUID();
  write({ ...current, idempotencyKey });
  return idempotencyKey;
}

export function clearDraft(): void {
  try {
    window.localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useDraft(): StoredDraft {
  return useSyncExternalStore(subscribe, readDraft, readDraft);
}
