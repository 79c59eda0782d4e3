import type { FastifyInstance } from 'fastify';
import { bearer, loginJwt } from '../identity/identity-test-kit.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatApps, stopChatApps, type ChatApps } from './chat-apps.ts';
import { chatHeaders, initChat, OPEN_MONDAY } from './chat-kit.ts';

// Attachments both ways and their downloads (decisions 204 and 220).
const clock = { now: () => OPEN_MONDAY };
let apps: ChatApps;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  apps = await startChatApps(clock);
  ({ a, b } = apps);
});
afterAll(() => stopChatApps(apps));

describe('attachments', () => {
  const upload = (id: string, token: string, bytes: Buffer, contentType: string, name: string) =>
    a.inject({
      method: 'PUT',
      url: `/service-omni-proxy/insecure/api/v1/stream/conversations/${id}/attachments?name=${encodeURIComponent(name)}`,
      headers: { ...chatHeaders(token), 'content-type': contentType },
      payload: bytes,
    });

  it('keeps a text file and sends it as a message; refuses a file that is not what it says', async () => {
    const chat = await initChat(a);
    const ok = await upload(
      chat.conversationSid,
      chat.token,
      Buffer.from('my notes\n'),
      'text/plain',
      'notes.txt',
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ name: 'notes.txt', size: 9, contentType: 'text/plain' });
    const sent = await a.inject({
      method: 'POST',
      url: `/service-omni-proxy/insecure/api/v1/stream/conversations/${chat.conversationSid}/messages`,
      headers: chatHeaders(chat.token),
      payload: { clientMessageId: 'with-file-1', body: '', attachmentId: ok.json().id },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message.attachment.name).toBe('notes.txt');

    const fakePng = await upload(
      chat.conversationSid,
      chat.token,
      Buffer.from('not a picture'),
      'image/png',
      'x.png',
    );
    expect(fakePng.statusCode).toBe(415);
    const binary = await upload(
      chat.conversationSid,
      chat.token,
      Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0]),
      'text/plain',
      'a.txt',
    );
    expect(binary.statusCode).toBe(415);
    const exe = await upload(
      chat.conversationSid,
      chat.token,
      Buffer.from([0x4d, 0x5a, 0x90, 0]),
      'application/x-msdownload',
      'a.exe',
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json().errors[0].message).toBe('Attach a jpg, png, amr, mp3, mp4, pdf or txt file');
  });

  it('lets the agent attach a file, and each side download only what its own chat holds', async () => {
    const chat = await initChat(a);
    const seatUrl = `/service-chat-agent/api/v1/conversations/${chat.conversationSid}`;
    const agent = { 'x-org': 'lintel', ...bearer(await loginJwt(b, 'agent@lintel.test')) };
    const agentUpload = (headers: Record<string, string>, bytes: Buffer, contentType: string, name: string) =>
      b.inject({
        method: 'PUT',
        url: `${seatUrl}/attachments?name=${encodeURIComponent(name)}`,
        headers: { ...headers, 'content-type': contentType },
        payload: bytes,
      });
    // Not the agent's chat yet: nothing to attach to.
    expect((await agentUpload(agent, Buffer.from('early'), 'text/plain', 'early.txt')).statusCode).toBe(404);
    expect(
      (await b.inject({ method: 'POST', url: `${seatUrl}/take`, headers: agent, payload: {} })).statusCode,
    ).toBe(200);

    // The same checks as the borrower's: a file that is not what it says is refused.
    const fake = await agentUpload(agent, Buffer.from('not a picture'), 'image/png', 'x.png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().errors[0].message).toBe('Attach a jpg, png, amr, mp3, mp4, pdf or txt file');
    const stored = await agentUpload(
      agent,
      Buffer.from('Your checklist\n'),
      'text/plain',
      'checklist "v2".txt',
    );
    expect(stored.statusCode).toBe(201);
    const agentFile = stored.json() as { id: string; name: string };
    const sent = await b.inject({
      method: 'POST',
      url: `${seatUrl}/messages`,
      headers: agent,
      payload: { clientMessageId: 'agent-file-1', body: 'Here it is', attachmentId: agentFile.id },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message.attachment).toMatchObject({ id: agentFile.id, name: 'checklist "v2".txt' });

    // The borrower downloads the agent's file on the other process, as a download.
    const streamUrl = `/service-omni-proxy/insecure/api/v1/stream/conversations/${chat.conversationSid}/attachments`;
    const mine = await a.inject({
      method: 'GET',
      url: `${streamUrl}/${agentFile.id}`,
      headers: chatHeaders(chat.token),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toBe('Your checklist\n');
    expect(mine.headers['content-type']).toMatch(/^text\/plain/);
    expect(mine.headers['content-disposition']).toBe(
      `attachment; filename="checklist _v2_.txt"; filename*=UTF-8''checklist%20%22v2%22.txt`,
    );
    expect(mine.headers['cache-control']).toBe('private, no-store');

    // The agent downloads the borrower's file.
    const theirs = await upload(
      chat.conversationSid,
      chat.token,
      Buffer.from('my notes\n'),
      'text/plain',
      'n.txt',
    );
    const borrowerFile = theirs.json() as { id: string };
    const seatDownload = (headers: Record<string, string>, id = borrowerFile.id) =>
      b.inject({ method: 'GET', url: `${seatUrl}/attachments/${id}`, headers });
    const got = await seatDownload(agent);
    expect(got.statusCode).toBe(200);
    expect(got.body).toBe('my notes\n');

    // Everyone else: 404, whoever they are.
    const other = await initChat(a);
    const borrowerGet = (headers: Record<string, string>, id = agentFile.id) =>
      a.inject({ method: 'GET', url: `${streamUrl}/${id}`, headers });
    expect((await borrowerGet(chatHeaders(other.token))).statusCode).toBe(404);
    expect((await borrowerGet(chatHeaders('forged'))).statusCode).toBe(404);
    expect((await borrowerGet(chatHeaders(chat.token, 'harbor-mortgage'))).statusCode).toBe(404);
    expect(
      (await borrowerGet(chatHeaders(chat.token), '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await borrowerGet({ 'x-org': 'lintel' })).statusCode).toBe(400);
    const agent2 = { 'x-org': 'lintel', ...bearer(await loginJwt(b, 'agent2@lintel.test')) };
    expect((await seatDownload(agent2)).statusCode).toBe(404);
    expect((await agentUpload(agent2, Buffer.from('x'), 'text/plain', 'x.txt')).statusCode).toBe(404);
    const harbor = {
      'x-org': 'harbor-mortgage',
      ...bearer(await loginJwt(b, 'agent@harbor.test', 'harbor-mortgage')),
    };
    expect((await seatDownload(harbor)).statusCode).toBe(404);
    const borrower = { 'x-org': 'lintel', ...bearer(await loginJwt(b, 'demo@lintel.test')) };
    expect((await seatDownload(borrower)).statusCode).toBe(404);
    expect((await seatDownload({ 'x-org': 'lintel' })).statusCode).toBe(401);
    expect((await seatDownload(agent, 'not-a-uuid')).statusCode).toBe(400);
  });
});
