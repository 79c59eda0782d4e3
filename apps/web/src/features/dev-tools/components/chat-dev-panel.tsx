import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { CHAT_MODE_SUPPORT, CHAT_MODES } from '@lintel/domain/constants/chat';
import type { ChatMode } from '@lintel/domain/constants/chat';
import {
  AGENT_ID_MAX_LENGTH,
  getAgentId,
  getChatModeOverride,
  getTalkUserToken,
  resetChatStorage,
  saveChatDevOptions,
} from '../chat/chat-dev-options.ts';

interface ChatDevPanelProps {
  /** After the chat's storage is cleared: a reload, so no chat state survives in memory either. */
  onReset?: () => void;
}

function asMode(value: FormDataEntryValue | null): ChatMode | undefined {
  return CHAT_MODES.find((mode) => mode === value);
}

/** Spec 001 §2 dev options for the chat: mode override, agent id, reset (decision 133). Outside production only. */
export function ChatDevPanel({ onReset = () => window.location.reload() }: ChatDevPanelProps) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const [mode, setMode] = useState<ChatMode | undefined>(() => getChatModeOverride());
  const formId = useId();
  const noteId = useId();

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    saveChatDevOptions({ mode: asMode(data.get('chatMode')), agentId: String(data.get('agentId') ?? '') });
    setStatus('Chat options saved.');
  };

  const reset = () => {
    resetChatStorage();
    onReset();
  };

  return (
    <>
      <button
        type="button"
        className="dev-toolbar__toggle"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((v) => !v)}
      >
        Chat options
      </button>
      {open ? (
        <form id={formId} className="dev-toolbar__form" aria-label="Chat options" onSubmit={save}>
          <label>
            Chat mode{' '}
            <select
              name="chatMode"
              value={mode ?? ''}
              aria-describedby={noteId}
              onChange={(event) => setMode(asMode(event.target.value))}
            >
              <option value="">Default (Lintel’s own chat)</option>
              {CHAT_MODES.map((option) => (
                <option key={option} value={option}>
                  {CHAT_MODE_SUPPORT[option].built ? option : `${option} (not built)`}
                </option>
              ))}
            </select>
          </label>
          {/* A hosted provider's mode is not presented as working (decision 221). */}
          <p id={noteId} data-testid="chat-mode-note">
            {mode
              ? CHAT_MODE_SUPPORT[mode].note
              : 'Lintel’s own chat service: an agent in chat hours, else the chatbot.'}
          </p>
          <label>
            Agent id{' '}
            <input
              name="agentId"
              defaultValue={getAgentId() ?? ''}
              maxLength={AGENT_ID_MAX_LENGTH}
              autoComplete="off"
            />
          </label>
          <p>
            Talk chat user token: {getTalkUserToken() ? 'set from the address' : 'not set (add ?userToken=)'}
          </p>
          <button type="submit">Save chat options</button>
          <button type="button" onClick={reset}>
            Reset chat
          </button>
          <p role="status">{status}</p>
        </form>
      ) : null}
    </>
  );
}
