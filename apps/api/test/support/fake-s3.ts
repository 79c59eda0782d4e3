import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny in-process S3-compatible endpoint (path-style PUT, GET, DELETE of objects) for the object store's tests:
 * the real SDK talks HTTP to it, nothing leaves the machine. `failPuts` makes the next PUTs answer 500.
 */
export async function startFakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const requests: string[] = [];
  let failPuts = 0;
  const read = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks)));
      request.on('error', reject);
    });
  const server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname).slice(1);
      requests.push(`${request.method} ${path}`);
      const body = await read(request);
      if (request.method === 'PUT') {
        if (failPuts > 0) {
          failPuts -= 1;
          response.writeHead(500, { 'content-type': 'application/xml' });
          response.end(
            '<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>',
          );
          return;
        }
        objects.set(path, { body, contentType: request.headers['content-type'] });
        response.writeHead(200, { etag: '"fake"' });
        response.end();
        return;
      }
      if (request.method === 'GET') {
        const object = objects.get(path);
        if (!object) {
          response.writeHead(404, { 'content-type': 'application/xml' });
          response.end(
            '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
          );
          return;
        }
        response.writeHead(200, {
          'content-type': object.contentType ?? 'application/octet-stream',
          'content-length': object.body.length,
        });
        response.end(object.body);
        return;
      }
      if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204);
        response.end();
        return;
      }
      response.writeHead(405);
      response.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    failNextPuts(count = 1) {
      failPuts = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
