import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_DEV_OPTIONS_KEY,
  captureChatDevOptions,
  getAgentId,
  getChatModeOverride,
  getTalkUserToken,
} from '../../src/features/dev-tools/chat/chat-dev-options.ts';
import { ChatDevPanel } from '../../src/features/dev-tools/components/chat-dev-panel.tsx';
import { DevToolbar } from '../../src/features/dev-tools/components/dev-toolbar.tsx';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('chat dev options from the address (spec 001 §2: mode, userToken)', () => {
  it('keeps a known mode and the talk chat user token for the tab', () => {
    captureChatDevOptions('?org=lintel&mode=talkjs&userToken=talk-123');
    expect(getChatModeOverride()).toBe('talkjs');
    expect(getTalkUserToken()).toBe('talk-123');
    expect(getAgentId()).toBeUndefined();
  });

  it.each(['twilio', 'nice', 'stream', 'talkjs', 'chatbot'])('accepts mode=%s', (mode) => {
    captureChatDevOptions(`?mode=${mode}`);
    expect(getChatModeOverride()).toBe(mode);
  });

  it('ignores an unknown mode and keeps what was chosen before', () => {
    captureChatDevOptions('?mode=nice');
    captureChatDevOptions('?mode=whatsapp&userToken=');
    expect(getChatModeOverride()).toBe('nice');
    expect(getTalkUserToken()).toBeUndefined();
  });

  it('stores nothing when the address has neither parameter', () => {
    captureChatDevOptions('?pop-webchat=true');
    expect(sessionStorage.getItem(CHAT_DEV_OPTIONS_KEY)).toBeNull();
  });

  it('treats a corrupt stored value as no override', () => {
    sessionStorage.setItem(CHAT_DEV_OPTIONS_KEY, '{"mode":"fax"');
    expect(getChatModeOverride()).toBeUndefined();
    sessionStorage.setItem(CHAT_DEV_OPTIONS_KEY, JSON.stringify({ mode: 'fax', agentId: 'a-1' }));
    expect(getAgentId()).toBeUndefined();
  });
});

describe('chat dev options in the toolbar (spec 001 §2: agent id, reset)', () => {
  async function openPanel() {
    await userEvent.click(screen.getByRole('button', { name: 'Chat options' }));
    return screen.getByRole('form', { name: 'Chat options' });
  }

  it('sits in the developer toolbar beside the dev login', () => {
    render(<DevToolbar />);
    const toolbar = screen.getByRole('complementary', { name: 'Developer tools' });
    expect(within(toolbar).getByRole('button', { name: 'Dev login' })).toBeVisible();
    expect(within(toolbar).getByRole('button', { name: 'Chat options' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the mode taken from the address and saves a mode and an agent id', async () => {
    captureChatDevOptions('?mode=stream&userToken=t-1');
    render(<ChatDevPanel onReset={() => undefined} />);
    const form = await openPanel();
    expect(within(form).getByRole('combobox', { name: 'Chat mode' })).toHaveValue('stream');
    expect(form).toHaveTextContent('Talk chat user token: set from the address');

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Chat mode' }), 'chatbot');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Agent id' }), '  agent-42 ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save chat options' }));

    expect(within(form).getByRole('status')).toHaveTextContent('Chat options saved.');
    expect(getChatModeOverride()).toBe('chatbot');
    expect(getAgentId()).toBe('agent-42');
    expect(getTalkUserToken()).toBe('t-1');
  });

  it('clears the overrides when the default mode and an empty agent id are saved', async () => {
    sessionStorage.setItem(CHAT_DEV_OPTIONS_KEY, JSON.stringify({ mode: 'nice', agentId: 'a-7' }));
    render(<ChatDevPanel onReset={() => undefined} />);
    const form = await openPanel();
    expect(within(form).getByRole('textbox', { name: 'Agent id' })).toHaveValue('a-7');
    expect(form).toHaveTextContent('Talk chat user token: not set');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Chat mode' }), '');
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Agent id' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save chat options' }));
    expect(getChatModeOverride()).toBeUndefined();
    expect(getAgentId()).toBeUndefined();
    expect(sessionStorage.getItem(CHAT_DEV_OPTIONS_KEY)).toBeNull();
  });

  it('reset clears what the chat keeps in the browser, nothing else, then reloads', async () => {
    localStorage.setItem('lintel_chat_session', '{"conversationSid":"CH1"}');
    sessionStorage.setItem('lintel_chat_history', '[]');
    localStorage.setItem('jwt', 'still.signed.in');
    sessionStorage.setItem(CHAT_DEV_OPTIONS_KEY, JSON.stringify({ mode: 'twilio' }));
    const onReset = vi.fn();
    render(<ChatDevPanel onReset={onReset} />);
    const form = await openPanel();
    await userEvent.click(within(form).getByRole('button', { name: 'Reset chat' }));

    expect(onReset).toHaveBeenCalledOnce();
    expect(localStorage.getItem('lintel_chat_session')).toBeNull();
    expect(sessionStorage.getItem('lintel_chat_history')).toBeNull();
    expect(localStorage.getItem('jwt')).toBe('still.signed.in');
    expect(getChatModeOverride()).toBe('twilio');
  });

  it('says plainly that a hosted provider’s mode is not built and falls back to our own chat (decision 221)', async () => {
    captureChatDevOptions('?mode=twilio');
    render(<ChatDevPanel onReset={() => undefined} />);
    const form = await openPanel();
    const select = within(form).getByRole('combobox', { name: 'Chat mode' });
    expect(within(select).getByRole('option', { name: 'twilio (not built)' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'chatbot' })).toBeInTheDocument();
    expect(select).toHaveAccessibleDescription(
      'Twilio is not built: the chat falls back to Lintel’s own chat service.',
    );
    await userEvent.selectOptions(select, 'talkjs');
    expect(screen.getByTestId('chat-mode-note')).toHaveTextContent('TalkJS is not built');
    await userEvent.selectOptions(select, 'chatbot');
    expect(screen.getByTestId('chat-mode-note')).toHaveTextContent('The chatbot from the start');
  });
});
