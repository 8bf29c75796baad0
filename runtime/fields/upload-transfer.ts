/**
 * One file's transfer (spec 001 §7 "File upload through a helper"): POST multipart with one
 * `file` to UPLOAD_PATH through the site's request helper; the answer names the stored file
 * (`{ fileUri }`). Progress: the request helper runs on fetch, which reports no upload bytes, so
 * a transfer reports 0 when it starts and 1 when the answer comes (the field then shows a busy bar).
 */
import { UPLOAD_PATH } from '../platform/api-paths';
import type { RequestFunction } from '../platform/request';
import { isRecord } from '../safety/is-record';

/** The name of the multipart part the server reads (spec 001 §7: "file"). */
export const UPLOAD_FIELD_NAME = 'file';

export class UploadAnswerError extends Error {
  override readonly name = 'UploadAnswerError';
}

/** Sends one file; resolves with its stored address, rejects on any failure (the caller's abort included). */
export async function uploadFile(request: RequestFunction, file: Blob & { name: string }, signal?: AbortSignal): Promise<string> {
  const body = new FormData();
  body.append(UPLOAD_FIELD_NAME, file, file.name);
  const answer = await request<unknown>(UPLOAD_PATH, { method: 'POST', body, ...(signal ? { signal } : {}) });
  if (!isRecord(answer) || typeof answer.fileUri !== 'string' || answer.fileUri.trim() === '') throw new UploadAnswerError(`${UPLOAD_PATH}: the answer names no fileUri`);
  return answer.fileUri;
}
