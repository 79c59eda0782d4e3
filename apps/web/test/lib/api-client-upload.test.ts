import { uploadDocument } from '@lintel/domain/api/endpoints/document-actions';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/lib/api-client.ts';
import { ApiError } from '../../src/lib/api-error.ts';

/** Just enough of XMLHttpRequest for the client: the test plays the network. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  timeout = 1;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const DOCUMENT = {
  uuid: 'd1',
  type: 'PAYSTUB',
  fileName: 'paystub-1.pdf',
  contentType: 'application/pdf',
  sizeBytes: 4,
  createdAt: '2026-11-26T14:30:00.000Z',
};

function setup() {
  const xhr = new FakeXhr();
  const client = createApiClient({
    baseUrl: 'https://api.example',
    getOrgCode: () => 'lintel',
    xhr: () => xhr as unknown as XMLHttpRequest,
    navigate: vi.fn(),
  });
  return { xhr, client };
}

describe('api client: uploads through the contract, with progress', () => {
  it('sends the file as the body with its type, reports progress and reads the answer', async () => {
    const { xhr, client } = setup();
    const file = new File(['%PDF'], 'march.pdf', { type: 'application/pdf' });
    const progress = vi.fn();
    const answer = client.upload(uploadDocument, {
      params: { uuid: UUID, type: 'PAYSTUB' },
      query: { fileName: 'march.pdf' },
      file,
      contentType: 'application/pdf',
      onProgress: progress,
    });
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(
      `https://api.example/service-application/api/v3/application/heloc/${UUID}/documents/PAYSTUB?fileName=march.pdf`,
    );
    expect(xhr.headers['content-type']).toBe('application/pdf');
    expect(xhr.headers['x-org']).toBe('lintel');
    expect(xhr.body).toBe(file);
    xhr.upload.onprogress?.({ loaded: 2, total: 4, lengthComputable: true });
    expect(progress).toHaveBeenCalledWith(2, 4);
    xhr.answer(200, { step: 'INCOME_VERIFICATION', document: DOCUMENT });
    await expect(answer).resolves.toEqual({ step: 'INCOME_VERIFICATION', document: DOCUMENT });
  });

  it('rejects with the server’s errors, and with the abort reason when cancelled', async () => {
    const { xhr, client } = setup();
    const input = {
      params: { uuid: UUID, type: 'PAYSTUB' },
      file: new File(['x'], 'x.pdf'),
      contentType: 'application/pdf',
    };
    const refused = client.upload(uploadDocument, input);
    xhr.answer(415, { errors: [{ message: 'Upload a PDF, JPEG or PNG file', field: 'file' }] });
    const error = await refused.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
    expect((error as ApiError).items).toEqual([{ message: 'Upload a PDF, JPEG or PNG file', field: 'file' }]);

    const controller = new AbortController();
    const cancelled = client.upload(uploadDocument, { ...input, signal: controller.signal });
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });
});
