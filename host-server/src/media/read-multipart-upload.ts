import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Context } from 'koa';
import { MEDIA_UPLOAD_LIMIT_BYTES } from '@quire/core';
import { badRequest } from '../http/http-error.js';
import { discardRefusedBody } from './discard-refused-body.js';
import { fileTooLarge } from './upload-inspector.js';

/**
 * The most a multipart body may hold besides the file: boundaries, part headers and the
 * few small fields allowed below. A declared length beyond the limit by more than this can
 * only carry a file over the limit.
 */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Streams the one file of a `multipart/form-data` body (a part named `file`) to `receive`,
 * which must consume it; answers what `receive` answers. A body whose Content-Length
 * already tells the file is too large is refused before a byte is read. When `receive`
 * fails (a file too large or of the wrong type), the rest of the body is dropped unread
 * (`discardRefusedBody`).
 */
export function readMultipartUpload<T>(ctx: Context, receive: (file: Readable, fileName: string) => Promise<T>): Promise<T> {
  const request = ctx.req;
  const declared = Number(ctx.get('content-length') || 0);
  if (declared - MULTIPART_OVERHEAD_BYTES >= MEDIA_UPLOAD_LIMIT_BYTES) {
    discardRefusedBody(ctx);
    throw fileTooLarge();
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      defParamCharset: 'utf8',
      limits: { files: 1, fields: 8, fieldSize: 1024, fieldNameSize: 100, headerPairs: 20 },
    });
  } catch {
    throw badRequest('The upload is not a valid multipart/form-data body');
  }

  return new Promise<T>((resolve, reject) => {
    let file: Readable | undefined;
    let received: Promise<T> | undefined;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      discardRefusedBody(ctx);
      file?.destroy(error instanceof Error ? error : new Error(String(error)));
      reject(error);
    };

    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || received) {
        stream.resume();
        fail(badRequest('Send one file, in a part named file'));
        return;
      }
      file = stream;
      received = receive(stream, info.filename ?? '');
      received.catch(fail);
    });
    parser.on('filesLimit', () => fail(badRequest('Send one file at a time')));
    parser.on('error', () => fail(badRequest('The upload is not a valid multipart/form-data body')));
    parser.on('close', () => {
      if (!received) fail(badRequest('Send the file in a part named file'));
      else
        received.then((value) => {
          settled = true;
          resolve(value);
        }, fail);
    });
    // A client that goes away mid-upload: the file stream fails, so the partial blob is removed.
    request.on('close', () => {
      if (!request.readableEnded) fail(badRequest('The upload was interrupted'));
    });
    request.pipe(parser);
  });
}
