import { CHAT_MODE_SUPPORT, type ChatMode } from '@lintel/domain/constants/chat';

export interface SelectedChatMode {
  /** The one implementation built (decision 200); a hosted provider would add its own here. */
  implementation: 'own';
  /** The mode the chat starts in, as the service reads it (`chatbot` asks for the chatbot from the start). */
  mode: ChatMode | undefined;
  /** A dev mode asked for whose provider is not built, answered by our own service instead (decision 221). */
  fallbackFrom?: ChatMode;
}

/**
 * Which implementation serves a new chat. The dev modes select it outside production only (spec 001 §2, decision
 * 133); in production the mode is ignored. A hosted provider's mode has no implementation here and falls back to our
 * own chat service, said plainly in the log rather than pretended.
 */
export function selectChatMode(requested: ChatMode | undefined, production: boolean): SelectedChatMode {
  if (!requested || production) return { implementation: 'own', mode: undefined };
  if (CHAT_MODE_SUPPORT[requested].built) return { implementation: 'own', mode: requested };
  return { implementation: 'own', mode: undefined, fallbackFrom: requested };
}
