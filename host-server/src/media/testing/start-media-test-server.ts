/**
 * Shared fixtures of the media tests: a test server whose media folder is a temporary one
 * the test can look into, small files of each kind whose first bytes are what real ones
 * start with, and an upload helper.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Clock } from '@quire/core';
import { TestClient, type TestResponse } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

/** A test server (as `startTestServer`) that keeps media bytes in `mediaDir`. */
export async function startMediaTestServer(dialect: 'sqlite' | 'postgres', options: { clock?: Clock } = {}): Promise<TestServer & { mediaDir: string }> {
  const mediaDir = mkdtempSync(join(tmpdir(), 'quire-media-'));
  const server = await startTestServer(dialect, { clock: options.clock, mediaDir });
  return {
    ...server,
    mediaDir,
    close: async () => {
      await server.close();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/** Every file under `dir` (relative paths) with its size: what the BlobStore holds, partial files included. */
export function filesUnder(dir: string): { path: string; size: number }[] {
  let found: { path: string; size: number }[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  for (const entry of entries) {
    const path = join(dir, entry);
    const info = statSync(path);
    if (info.isDirectory()) found = found.concat(filesUnder(path).map((f) => ({ ...f, path: join(entry, f.path) })));
    else found.push({ path: entry, size: info.size });
  }
  return found;
}

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

/** A 1×1 PNG; `tag` is appended after its end so that each tag makes different bytes. */
export function pngFile(tag = ''): Buffer {
  return bytes(
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
    tag,
  );
}

export const jpegFile = (tag = '') => bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0], tag, [0xff, 0xd9]);
export const gifFile = (tag = '') => bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0], [0, 0, 0, 0xff, 0xff, 0xff], ',', [0, 0, 0, 0, 1, 0, 1, 0, 0], [2, 2, 0x44, 1, 0], ';', tag);
export const pdfFile = (tag = '') => bytes('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', tag, '\n%%EOF\n');
export const wavFile = (tag = '') => bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ', [16, 0, 0, 0, 1, 0, 1, 0, 0x44, 0xac, 0, 0, 0x88, 0x58, 1, 0, 2, 0, 16, 0], 'data', [0, 0, 0, 0], tag);
/** The start of an MP4 (an `ftyp` box), then `body`. */
export const mp4File = (body: Buffer | string = '') => bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0], 'mp42isom', body);
export const svgFile = (tag = '') =>
  bytes('<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>', tag);
export const htmlFile = (tag = '') => bytes('<!doctype html><html><body><script>alert(document.cookie)</script>', tag, '</body></html>');

/** Uploads bytes as the spec's base64 body. */
export function uploadBase64(client: TestClient, projectSlug: string, name: string, file: Buffer): Promise<TestResponse> {
  return client.post(`/api/v1/media/project/${projectSlug}`, { file: file.toString('base64'), name });
}

/** Uploads bytes as multipart/form-data with one `file` part, as a browser's FormData does. */
export async function uploadMultipart(client: TestClient, baseUrl: string, projectSlug: string, name: string, file: Buffer): Promise<TestResponse> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  // TestClient sends only JSON or text; a binary form goes through fetch with its session.
  const cookie = (client as unknown as { cookie?: string }).cookie;
  const response = await fetch(`${baseUrl}/api/v1/media/project/${projectSlug}`, {
    method: 'POST',
    headers: { ...(cookie ? { cookie } : {}), ...(client.csrfToken ? { 'x-csrf-token': client.csrfToken } : {}) },
    body: form,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body, headers: response.headers };
}

/**
 * Posts a multipart upload of `fileSize` bytes (an MP4 header, then zeros) made on the fly
 * from one reused megabyte, so the sender holds no more than that whatever the size. With
 * `declareLength` the request says its Content-Length; without, it is sent chunked.
 * Resolves with the server's answer as soon as it comes, and stops sending then.
 */
export function postSparseUpload(
  url: string,
  headers: Record<string, string>,
  fileSize: number,
  options: { declareLength: boolean },
): Promise<{ status: number; body: any }> {
  const boundary = 'quire-sparse-upload';
  const head = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lecture.mp4"\r\nContent-Type: video/mp4\r\n\r\n`),
    mp4File(),
  ]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const zeros = Buffer.alloc(1024 * 1024);
  let remaining = fileSize - mp4File().length;
  let started = false;
  const body = new Readable({
    read() {
      if (!started) {
        started = true;
        this.push(head);
      } else if (remaining > 0) {
        const n = Math.min(zeros.length, remaining);
        remaining -= n;
        this.push(n === zeros.length ? zeros : zeros.subarray(0, n));
      } else {
        this.push(tail);
        this.push(null);
      }
    },
  });
  const length = head.length - mp4File().length + fileSize + tail.length;
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(options.declareLength ? { 'content-length': String(length) } : {}),
      },
    });
    request.on('response', (response) => {
      answered = true;
      body.unpipe(request);
      body.destroy();
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: response.statusCode ?? 0, body: parsed });
        request.destroy();
      });
    });
    // The server closes the connection after refusing; writes still under way then fail.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    body.pipe(request);
  });
}
