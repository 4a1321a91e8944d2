import { badRequest } from '../http/http-error.js';

const DATA_URL_PREFIX = /^data:[^,]{0,200};base64,/;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/**
 * The bytes of a file sent as base64 (spec authoring §7 upload body), optionally as a data
 * URL as FileReader gives it, and with line breaks or not.
 */
export function decodeBase64File(text: string): Buffer {
  const base64 = text.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (!BASE64.test(base64) || base64.replace(/=+$/, '').length % 4 === 1) throw badRequest('file: send the file as base64');
  return Buffer.from(base64, 'base64');
}
