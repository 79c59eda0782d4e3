import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AttachmentDownload } from '../../../src/features/chat/components/attachment-download.tsx';

const attachment = { id: 'a1', name: 'checklist.pdf', size: 2500, contentType: 'application/pdf' };

describe('AttachmentDownload (decision 220)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the file and its size, and saves it under its own name only when asked', async () => {
    const created = vi.fn(() => 'blob:checklist');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const download = vi.fn(async () => new Blob(['%PDF']));
    render(<AttachmentDownload attachment={attachment} download={download} />);
    const button = screen.getByRole('button', { name: 'Download checklist.pdf (2.5 KB)' });
    expect(download).not.toHaveBeenCalled();
    fireEvent.click(button);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(download).toHaveBeenCalledWith('a1');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('checklist.pdf');
    expect(link.href).toBe('blob:checklist');
  });

  it('says so when the file cannot be fetched', async () => {
    render(<AttachmentDownload attachment={attachment} download={() => Promise.reject(new Error('404'))} />);
    fireEvent.click(screen.getByRole('button', { name: /checklist\.pdf/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be downloaded. Try again.',
    );
  });
});
