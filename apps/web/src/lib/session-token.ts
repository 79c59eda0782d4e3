import { JWT_STORAGE_KEY } from '@lintel/domain/constants/storage-keys';

/** Spec 001 §3/§9: the session token lives in local storage under `jwt`. */
export const TOKEN_STORAGE_KEY = JWT_STORAGE_KEY;

// Storage can throw (privacy modes, quota, none at all); a missing value is the safe reading of any failure.
export function readStored(key: string, storage: () => Storage = () => window.localStorage): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return readStored(TOKEN_STORAGE_KEY);
}

export function writeToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the session lasts for this page only; the next call will ask for login again.
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function hasToken(): boolean {
  return Boolean(readToken());
}
