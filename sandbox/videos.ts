/**
 * GET /video/{name}.{ext}: the scenario video files at a stable path (Vite hashes their real
 * URLs in a build), so page JSON can name them like a real site names its uploads. The bytes
 * are passed through from the original; range requests get the whole file, which media
 * elements accept.
 */
import { bypass, http, HttpResponse, type RequestHandler } from 'msw';
import { VIDEO_PATH_PREFIX } from '../runtime/platform/api-paths.ts';

const TYPES: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4' };

export function videoHandler(originals: Record<string, string>): RequestHandler {
  return http.get(`*${VIDEO_PATH_PREFIX}:file`, async ({ params }) => {
    const file = String(params.file);
    const url = originals[file];
    if (!url) return HttpResponse.json({ status: false, error: `no video ${file}` }, { status: 404 });
    const original = await fetch(bypass(url));
    const body = await original.arrayBuffer();
    const ext = file.slice(file.lastIndexOf('.') + 1);
    return new HttpResponse(body, { status: 200, headers: { 'content-type': TYPES[ext] ?? 'application/octet-stream', 'content-length': String(body.byteLength) } });
  });
}
