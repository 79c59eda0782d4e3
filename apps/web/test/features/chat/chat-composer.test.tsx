import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChatComposer } from '../../../src/features/chat/components/chat-composer.tsx';

const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('chat-attachment-input'), { target: { files: [file] } });

describe('ChatComposer (spec §5)', () => {
  it('refuses a blank message with the form’s message and sends nothing', async () => {
    const onSend = vi.fn(async () => undefined);
    render(<ChatComposer onSend={onSend} onTyping={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a message or attach a file');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('refuses a file of a type the chat does not take, before sending it', () => {
    render(<ChatComposer onSend={vi.fn()} onTyping={() => undefined} />);
    choose(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Attach a jpg, png, amr, mp3, mp4, pdf or txt file');
  });

  it('shows a chosen file’s size in KB of 1000 and sends it with its content type', async () => {
    const onSend = vi.fn(async () => undefined);
    render(<ChatComposer onSend={onSend} onTyping={() => undefined} />);
    choose(new File(['x'.repeat(1500)], 'Statement.PDF', { type: '' }));
    expect(screen.getByText('Statement.PDF (1.5 KB)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    const [, file] = onSend.mock.calls[0] as unknown as [string, { contentType: string }];
    expect(file.contentType).toBe('application/pdf');
  });

  it('sends on Enter and keeps Shift+Enter for a new line', async () => {
    const onSend = vi.fn(async () => undefined);
    render(<ChatComposer onSend={onSend} onTyping={() => undefined} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Hello', undefined));
  });
});
