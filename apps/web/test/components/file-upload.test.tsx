import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadedDocument } from '@lintel/domain/application/documents';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FileUpload } from '../../src/components/upload/file-upload.tsx';
import { fileUploadModule } from '../../src/components/upload/file-upload-module.ts';
import type { SendFile } from '../../src/components/upload/use-file-queue.ts';
import { ApiError } from '../../src/lib/api-error.ts';
import { renderWithProviders } from '../render.tsx';

beforeAll(async () => {
  // The control's code is a chunk of its own (decision 233): loaded once, as a route that shows it does.
  await fileUploadModule.preload();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => vi.restoreAllMocks());

const png = (name = 'front.png', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });
const pdf = (name = 'paystub.pdf') => new File([new Uint8Array(4096)], name, { type: 'application/pdf' });
const stored = (file: File): UploadedDocument => ({
  uuid: 'd1',
  type: 'PAYSTUB',
  fileName: 'paystub-1.pdf',
  originalName: file.name,
  contentType: file.type,
  sizeBytes: file.size,
  createdAt: '2026-11-26T14:30:00.000Z',
});

function setup(send: SendFile, props: { multiple?: boolean } = {}) {
  const onSent = vi.fn();
  renderWithProviders(
    <FileUpload name="documents" label="Your paystubs" send={send} onSent={onSent} {...props} />,
  );
  return {
    onSent,
    input: screen.getByTestId('documents-input') as HTMLInputElement,
    user: userEvent.setup({ applyAccept: false }),
  };
}

// Typing and clicking through a whole page takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('FileUpload', () => {
  it('shows a chosen image before sending it, reports progress, then hands the stored document on', async () => {
    let report: (sent: number, total: number) => void = () => {};
    let finish: (document: UploadedDocument) => void = () => {};
    const send = vi.fn<SendFile>(
      (_file, _type, onProgress) =>
        new Promise((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    const { input, user, onSent } = setup(send);
    expect(screen.getByRole('group', { name: 'Your paystubs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a file for Your paystubs' })).toBeInTheDocument();
    await user.upload(input, png());
    expect(screen.getByRole('img', { name: 'Preview of front.png' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Upload this file' }));
    expect(send).toHaveBeenCalledWith(
      expect.any(File),
      'image/png',
      expect.any(Function),
      expect.any(AbortSignal),
    );
    report(1024, 2048);
    expect(await screen.findByRole('progressbar', { name: 'Uploading front.png' })).toHaveAttribute(
      'value',
      '50',
    );
    // The live region empties itself 300 ms after speaking: record what it said rather than racing the clock.
    const status = screen.getByRole('status');
    const spoken: string[] = [];
    const observer = new MutationObserver(() => spoken.push(status.textContent ?? ''));
    observer.observe(status, { childList: true, characterData: true, subtree: true });
    finish(stored(png()));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(screen.queryByText('front.png')).not.toBeInTheDocument();
    await waitFor(() => expect(spoken).toContain('front.png was sent'));
    observer.disconnect();
  });

  it('lists a file it cannot take with the reason, and never sends it', async () => {
    const send = vi.fn<SendFile>();
    const { input, user } = setup(send, { multiple: true });
    await user.upload(input, [
      new File([new Uint8Array(10)], 'photo.heic', { type: 'image/heic' }),
      new File([], 'empty.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.pdf', { type: 'application/pdf' }),
    ]);
    const list = screen.getByRole('list', { name: 'Files chosen for Your paystubs' });
    expect(within(list).getByText('Upload a PDF, JPEG or PNG file')).toBeInTheDocument();
    expect(within(list).getByText('The file is empty')).toBeInTheDocument();
    expect(within(list).getByText('The file is larger than 10 MB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove empty.pdf' }));
    expect(within(list).queryByText('empty.pdf')).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('cancels an upload in flight, keeping the file ready to send again', async () => {
    const send = vi.fn<SendFile>(
      (_file, _type, _progress, signal) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    );
    const { input, user } = setup(send);
    await user.upload(input, pdf());
    await user.click(screen.getByRole('button', { name: 'Upload this file' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel the upload of paystub.pdf' }));
    expect(await screen.findByText('Upload cancelled. It is ready to send again.')).toBeInTheDocument();
    expect(send.mock.calls[0]?.[3].aborted).toBe(true);
    expect(screen.getByRole('button', { name: 'Upload this file' })).toBeEnabled();
  });

  it('shows the server’s message when a file is refused, and sends it again on Try again', async () => {
    const send = vi
      .fn<SendFile>()
      .mockRejectedValueOnce(
        new ApiError('refused', {
          status: 400,
          url: '/x',
          body: {
            errors: [
              {
                message: 'The file is incomplete or damaged. Save or take it again, then upload the new file',
                field: 'file',
              },
            ],
          },
        }),
      )
      .mockRejectedValueOnce(new ApiError('offline', { status: 0, url: '/x' }))
      .mockImplementationOnce(async (file) => stored(file));
    const { input, user, onSent } = setup(send);
    await user.upload(input, pdf());
    await user.click(screen.getByRole('button', { name: 'Upload this file' }));
    expect(
      await screen.findByText(
        'The file is incomplete or damaged. Save or take it again, then upload the new file',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again to send paystub.pdf' }));
    expect(
      await screen.findByText('The upload did not reach us. Check your connection and try again'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again to send paystub.pdf' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('takes several files where asked and sends them one after the other', async () => {
    const order: string[] = [];
    const send = vi.fn<SendFile>(async (file) => {
      order.push(file.name);
      return stored(file);
    });
    const { input, user } = setup(send, { multiple: true });
    expect(screen.getByRole('button', { name: 'Choose files for Your paystubs' })).toBeInTheDocument();
    await user.upload(input, [pdf('march.pdf'), pdf('april.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Upload 2 files' }));
    await waitFor(() => expect(order).toEqual(['march.pdf', 'april.pdf']));
  });
});
