// @ts-check
import { execFile } from 'node:child_process';
import { mkdir, readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { promisify } from 'node:util';

/** What the bench's browsers need to accept the front's self-signed certificate. */
export const ACCEPT_LOOPBACK_CERTIFICATE = '--ignore-certificate-errors';

/** HTTP/1.1 headers that HTTP/2 forbids (RFC 9113, 8.2.2). */
const CONNECTION_HEADERS = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

/**
 * A self-signed certificate for 127.0.0.1, made once with openssl under node_modules/.cache (ignored by
 * git): browsers speak HTTP/2 over TLS only. The bench's browsers are told to accept it.
 * @param {string} root repository root
 */
async function loopbackCertificate(root) {
  const dir = path.join(root, 'node_modules', '.cache', 'bench-tls');
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  const made = await stat(certFile).then(
    () => true,
    () => false,
  );
  if (!made) {
    await mkdir(dir, { recursive: true });
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '3650',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ]);
  }
  return { key: await readFile(keyFile), cert: await readFile(certFile) };
}

/**
 * Serves `backend` (an HTTP/1.1 server on loopback) over HTTP/2 with TLS on another free loopback port, as
 * production hosts serve the app and its API: one connection carries every request, and the audits count
 * the TLS handshake. Each request is passed on as it came (method, path, headers, body) and its answer sent
 * back as it is, compressed or not.
 * @param {string} root repository root
 * @param {URL} backend the backend's origin
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function startHttp2Front(root, backend) {
  const front = http2.createSecureServer({ ...(await loopbackCertificate(root)), allowHTTP1: true });
  front.on('request', (request, response) => {
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !name.startsWith(':')));
    const upstream = http.request(
      {
        host: backend.hostname,
        port: backend.port,
        method: request.method,
        path: request.url,
        headers: { ...headers, host: backend.host },
      },
      (answer) => {
        const answerHeaders = { ...answer.headers };
        for (const name of CONNECTION_HEADERS) delete answerHeaders[name];
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  // Browsers keep their connections open; closing waits for none of them.
  /** @type {Set<import('node:tls').TLSSocket>} */
  const sockets = new Set();
  front.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => front.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = front.address();
  if (!address || typeof address === 'string') throw new Error('The HTTP/2 front has no port');
  return {
    origin: `https://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        front.close(() => resolve(undefined));
        for (const socket of sockets) socket.destroy();
      }),
  };
}
