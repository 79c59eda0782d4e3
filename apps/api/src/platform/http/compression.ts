import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a compressed answer saves less than the headers and the CPU cost it adds. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers above ~1 KB for clients that accept it (decision 122: the offers answer is ~7 KB, the page
 * ~3 KB, both sent plain over a phone's slow link before). Registered before @fastify/static, as the plugin requires:
 * the built scripts and styles keep their pre-compressed files (their Content-Encoding is already set, so they
 * pass through untouched).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Every supported browser sends br and gzip; zstd would depend on the Node version the server runs on.
    encodings: ['br', 'gzip'],
    // The API takes small JSON bodies only (decision 008): compressed request bodies are not accepted.
    globalDecompression: false,
  });
}
