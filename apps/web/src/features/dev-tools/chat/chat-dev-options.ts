import * as z from 'zod/mini';
import { CHAT_MODES, CHAT_STORAGE_PREFIX } from '@lintel/domain/constants/chat';
import type { ChatMode } from '@lintel/domain/constants/chat';

/**
 * Spec 001 §2/§6, non-production only: `?mode=` overrides the chat mode, `?userToken=` is kept for the talk chat,
 * and the dev toolbar chooses an agent id or resets the chat (decision 133). The chat (a later issue) reads these
 * through the getters below each time it starts a conversation.
 */
export const CHAT_DEV_OPTIONS_KEY = 'lintel_dev_chat_options';
export const MODE_PARAM = 'mode';
export const USER_TOKEN_PARAM = 'userToken';
export const AGENT_ID_MAX_LENGTH = 100;

const optionsSchema = z.object({
  mode: z.optional(z.enum(CHAT_MODES)),
  agentId: z.optional(z.string().check(z.minLength(1), z.maxLength(AGENT_ID_MAX_LENGTH))),
  userToken: z.optional(z.string().check(z.minLength(1))),
});
export type ChatDevOptions = z.infer<typeof optionsSchema>;

function read(storage: Storage): ChatDevOptions {
  try {
    const parsed = optionsSchema.safeParse(JSON.parse(storage.getItem(CHAT_DEV_OPTIONS_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    // A hand-edited or corrupt value must not break the page: no overrides.
    return {};
  }
}

function write(options: ChatDevOptions, storage: Storage) {
  const clean = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  if (Object.keys(clean).length === 0) storage.removeItem(CHAT_DEV_OPTIONS_KEY);
  else storage.setItem(CHAT_DEV_OPTIONS_KEY, JSON.stringify(clean));
}

function isChatMode(value: string | null): value is ChatMode {
  return (CHAT_MODES as readonly (string | null)[]).includes(value);
}

/**
 * Called once at boot, before any redirect drops the query (spec 000 §2 keeps only pop-webchat): a known `mode` and
 * a non-empty `userToken` are stored for the tab; an unknown mode is ignored.
 */
export function captureChatDevOptions(search: string, storage: Storage = sessionStorage) {
  const query = new URLSearchParams(search);
  const mode = query.get(MODE_PARAM);
  const userToken = query.get(USER_TOKEN_PARAM)?.trim();
  if (!isChatMode(mode) && !userToken) return;
  write(
    { ...read(storage), ...(isChatMode(mode) ? { mode } : {}), ...(userToken ? { userToken } : {}) },
    storage,
  );
}

// Production builds replace import.meta.env.DEV with false: the getters answer "no override" whatever is stored.
const enabled = () => import.meta.env.DEV;

export function getChatModeOverride(storage: Storage = sessionStorage): ChatMode | undefined {
  return enabled() ? read(storage).mode : undefined;
}

export function getAgentId(storage: Storage = sessionStorage): string | undefined {
  return enabled() ? read(storage).agentId : undefined;
}

export function getTalkUserToken(storage: Storage = sessionStorage): string | undefined {
  return enabled() ? read(storage).userToken : undefined;
}

/** The toolbar's save: an empty agent id or no mode clears that override. */
export function saveChatDevOptions(
  changes: { mode?: ChatMode | undefined; agentId?: string | undefined },
  storage: Storage = sessionStorage,
) {
  const agentId = changes.agentId?.trim().slice(0, AGENT_ID_MAX_LENGTH) || undefined;
  write({ ...read(storage), mode: changes.mode, agentId }, storage);
}

/** Clears whatever the chat keeps in this browser (both storages); the dev options themselves stay. */
export function resetChatStorage(storages: Storage[] = [localStorage, sessionStorage]): number {
  let removed = 0;
  for (const storage of storages) {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const key of keys) {
      if (key?.startsWith(CHAT_STORAGE_PREFIX)) {
        storage.removeItem(key);
        removed += 1;
      }
    }
  }
  return removed;
}
