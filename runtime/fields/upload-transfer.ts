/**
 * One file's transfer (spec 001 §7 "File upload through a helper"): POST multipart with one
 * `file` to UPLOAD_PATH through the site's upload service, read by the request helper's rules;
 * the answer names the stored file (`{ fileUri }`). Progress is the share of the body's bytes
 * sent (the service runs on XMLHttpRequest, whose upload events count them; fetch has none).
 */
import { UPLOAD_PATH } from '../platform/api-paths';
import type { UploadCallOptions, UploadFunction } from '../platform/request';
import { isRecord } from '../safety/is-record';

/** The name of the multipart part the server reads (spec 001 §7: "file"). */
export const UPLOAD_FIELD_NAME = 'file';

export class UploadAnswerError extends Error {
  override readonly name = 'UploadAnswerError';
}

/** Sends one file; resolves with its stored address, rejects on any failure (the caller's abort included). */
export async function uploadFile(upload: UploadFunction, file: Blob & { name: string }, options: UploadCallOptions = {}): Promise<string> {
  const body = new FormData();
  body.append(UPLOAD_FIELD_NAME, file, file.name);
  const answer = await upload<unknown>(UPLOAD_PATH, body, options);
  if (!isRecord(answer) || typeof answer.fileUri !== 'string' || answer.fileUri.trim() === '') throw new UploadAnswerError(`${UPLOAD_PATH}: the answer names no fileUri`);
  return answer.fileUri;
}
