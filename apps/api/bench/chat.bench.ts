// Issue 20: message latency borrower -> agent (p50, p99) with 500 open chat sockets, on one app over embedded PGlite
// (every message crosses LISTEN/NOTIFY, as between two processes), and the gzip size of the chat widget's chunk.
// Figures are printed, not asserted. Run: `npm run bench -- chat`.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import { runSeeds } from '../src/demo/seeds.ts';
import { loadConfig } from '../src/platform/config/env.ts';
import { openDatabase } from '../src/platform/db/database.ts';

const SOCKETS = 500;
const TAKEN = 50;
const MESSAGES = 400;
const OPEN_MONDAY = new Date('2026-11-23T18:00:00Z');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

async function latency(): Promise<void> {
  const handle = await openDatabase({});
  await handle.migrate();
  await runSeeds(handle.db);
  const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test' }), nodeEnv: 'test' as const };
  const app = await buildApp({ db: handle.db, config, clock: { now: () => OPEN_MONDAY }, logLevel: 'silent' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const ws = base.replace('http', 'ws');
  const headers = { 'content-type': 'application/json', 'x-org': 'lintel' };
  // Through inject with a different address each time: starting 500 chats from one address would meet the init
  // call's rate limit, which is not what this measures.
  let address = 0;
  const post = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
    address += 1;
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: { ...headers, ...extra },
      payload: body as Record<string, unknown>,
      remoteAddress: `10.0.${Math.floor(address / 250)}.${address % 250}`,
    });
    if (response.statusCode >= 300) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    return response.json() as Record<string, unknown>;
  };
  const login = await post('/identity/api/v1/login', { email: 'agent@lintel.test', password: 'Lintel-Demo-2026!' });
  const agent = { authorization: `Bearer ${String(login.jwt)}` };
  const seat = (await app.inject({ method: 'GET', url: '/service-chat-agent/api/v1/seat', headers: { ...headers, ...agent } })).json() as { token: string };

  const chats: { id: string; socket: WebSocket }[] = [];
  for (let i = 0; i < SOCKETS; i += 1) {
    const chat = await post('/service-csp/external/api/v1/twilio/initWebChat', { friendlyName: `Bench ${i}`, emailAddress: `bench${i}@example.com` });
    const socket = await open(`${ws}/service-omni-proxy/insecure/api/v1/stream/socket?token=${String(chat.token)}&org=lintel`);
    chats.push({ id: String(chat.conversationSid), socket });
  }
  for (const chat of chats.slice(0, TAKEN)) {
    await post(`/service-chat-agent/api/v1/conversations/${chat.id}/take`, {}, agent);
  }
  const seatSocket = await open(`${ws}/service-omni-proxy/insecure/api/v1/stream/socket?token=${seat.token}&org=lintel`);
  const sentAt = new Map<string, number>();
  const samples: number[] = [];
  let done: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (done = resolve));
  seatSocket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { type: string; message?: { clientMessageId: string | null } };
    const id = frame.type === 'message' ? frame.message?.clientMessageId : null;
    const start = id ? sentAt.get(id) : undefined;
    if (id && start !== undefined) {
      samples.push(performance.now() - start);
      sentAt.delete(id);
      if (samples.length === MESSAGES) done();
    }
  });
  const pingers = setInterval(() => {
    for (const chat of chats) chat.socket.send('{"type":"ping"}');
    seatSocket.send('{"type":"ping"}');
  }, 10_000);
  for (let i = 0; i < MESSAGES; i += 1) {
    const chat = chats[i % TAKEN] as (typeof chats)[number];
    const clientMessageId = `bench-${i.toString().padStart(6, '0')}`;
    sentAt.set(clientMessageId, performance.now());
    chat.socket.send(JSON.stringify({ type: 'send', conversationId: chat.id, clientMessageId, body: `Message ${i}` }));
    // A steady trickle, not one burst: about 50 messages a second.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  clearInterval(pingers);
  samples.sort((a, b) => a - b);
  console.log(
    `chat message latency borrower -> agent, ${SOCKETS} open sockets (+1 seat), ${samples.length}/${MESSAGES} delivered: ` +
      `p50 ${percentile(samples, 50).toFixed(1)} ms, p99 ${percentile(samples, 99).toFixed(1)} ms`,
  );
  for (const chat of chats) chat.socket.terminate();
  seatSocket.terminate();
  await app.close();
  await handle.close();
}

function widgetChunk(): void {
  const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
  const manifestPath = `${dist}.vite/manifest.json`;
  if (!existsSync(manifestPath)) {
    console.log('chat widget chunk: apps/web/dist is not built');
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
  const entryFiles = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const next of chunk.imports ?? []) walk(next, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, entryFiles);
  const widget = new Set<string>();
  walk('src/app/shell/chat-widget-entry.tsx', widget);
  const own = [...widget].filter((file) => !entryFiles.has(file) && file.endsWith('.js'));
  const gzip = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(`${dist}${file}`)).length, 0);
  console.log(
    `chat widget: ${(gzip(own) / 1024).toFixed(1)} KB gzip beyond the entry (${own.length} chunks, loaded when the chat opens); ` +
      `entry ${(gzip([...entryFiles].filter((f) => f.endsWith('.js'))) / 1024).toFixed(1)} KB gzip (the first load with the chat closed: see first-load.bench.ts)`,
  );
}

widgetChunk();
await latency();
process.exit(0);
