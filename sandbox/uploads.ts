/**
 * The upload endpoint of the sandbox (spec 001 §7 "File upload through a helper"): POST multipart
 * with one `file` to UPLOAD_PATH (api-paths.ts, OUR CHOICE). It keeps what it got for the tests.
 *
 *   200  { status: true, fileUri: '/uploads/{n}/{name}' }
 *   400  { status: false, error, violations: [{ propertyPath: 'file', message }] }   — no file part
 *
 * Slow uploads, failures, timeouts and offline come from the fault rules (match UPLOAD_PATH);
 * a slow rule (delayMs) keeps a file in progress so the field's cancel can be tried.
 *
 * Upload progress cannot come from here: the runtime's upload service counts the bytes with
 * XMLHttpRequest's upload events, and in a browser MSW answers from its service worker, which
 * takes the whole body at once — Chromium then gives the XHR an upload `loadstart` at 0 and no
 * `progress` event. The browser tests of progress stop the sandbox and upload over the network
 * under Chromium's throttle (tests/components/upload.spec.ts).
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { UPLOAD_PATH } from '../runtime/platform/api-paths.ts';

export interface SandboxUpload {
  name: string;
  size: number;
  fileUri: string;
}

export interface UploadControl {
  list(): readonly SandboxUpload[];
  clear(): void;
}

/** Where the sandbox says an uploaded file is stored (never served: the lead only carries the address). */
const SANDBOX_UPLOADS_PREFIX = '/uploads/';

export function createUploads(): UploadControl & { handler: RequestHandler } {
  let uploads: SandboxUpload[] = [];
  const handler = http.post(`*${UPLOAD_PATH}`, async ({ request }) => {
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!(file instanceof File)) {
      return HttpResponse.json({ status: false, error: 'no file', violations: [{ propertyPath: 'file', message: 'A file is required' }] }, { status: 400 });
    }
    const fileUri = `${SANDBOX_UPLOADS_PREFIX}${uploads.length + 1}/${encodeURIComponent(file.name)}`;
    uploads = [...uploads, { name: file.name, size: file.size, fileUri }];
    return HttpResponse.json({ status: true, fileUri });
  });
  return {
    handler,
    list: () => [...uploads],
    clear() {
      uploads = [];
    },
  };
}
