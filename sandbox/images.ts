/**
 * GET /img/{id}.{ext} (the original) and /img/{id}_{width}_q{quality}.{ext} (spec 000 §2).
 * Sized forms are real resized bytes, so the byte counts the harness and the benchmark see mean
 * something. The page's own server prepares them when it can (media-server.ts: sharp, once per
 * form, kept on disk); only where no server resizes (a static host) are they resized here in the
 * page (createImageBitmap → OffscreenCanvas → convertToBlob), which costs the page 0.5–6 s an image.
 * File names are read by the runtime's own rule (parseImagePath), so the two cannot disagree:
 * an id may hold '_' (`a_b.jpg` is the original of id a_b; `a_b_800_q70.jpg` its 800 px form).
 */
import { bypass, http, HttpResponse, passthrough, type RequestHandler } from 'msw';
import { IMAGE_PATH_PREFIX } from '../runtime/platform/api-paths.ts';
import { isServableSize, NOTE_HEADER, parseImageFile, RESIZER_HEADER, targetSize, type ParsedImageFile } from './image-files.ts';
import type { WritableLog } from './log.ts';

/** What the Requests panel says of a form the harness server resized. */
const SERVER_RESIZED_NOTE = 'resized by the harness server (sharp)';

const ENCODED_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  // Canvas cannot encode AVIF; see the note in `sized`.
  avif: 'image/webp',
};

interface Served {
  blob: Blob;
  note?: string;
}

interface ImageService {
  handler: RequestHandler;
  clearCache(): void;
}

async function resize(original: Blob, wanted: number, type: string, quality: number): Promise<Blob> {
  const bitmap = await createImageBitmap(original);
  try {
    const { width, height } = targetSize(wanted, bitmap);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context on OffscreenCanvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return await canvas.convertToBlob({ type, quality: quality / 100 });
  } finally {
    bitmap.close();
  }
}

const canResize = () => typeof OffscreenCanvas !== 'undefined' && typeof createImageBitmap !== 'undefined';

export function createImageService(originals: Record<string, string>, log: WritableLog): ImageService {
  const originalBlobs = new Map<string, Promise<Blob>>();
  // Promises, so concurrent requests for one size share one resize.
  const served = new Map<string, Promise<Served>>();

  const fetchOriginal = (id: string, url: string) => {
    let pending = originalBlobs.get(id);
    if (!pending) {
      // bypass(): the original goes to the network, not back through these handlers.
      pending = fetch(bypass(url)).then((response) => {
        if (!response.ok) throw new Error(`original of image ${id} answered ${response.status}`);
        return response.blob();
      });
      pending.catch(() => originalBlobs.delete(id));
      originalBlobs.set(id, pending);
    }
    return pending;
  };

  // Asked once, on the first sized request: does the page's server resize (it answers the bare
  // /img/ with RESIZER_HEADER)? Node tests and static hosts have no such server.
  let serverResizes: Promise<boolean> | undefined;
  const askServer = (requestUrl: string) =>
    fetch(bypass(new URL(IMAGE_PATH_PREFIX, requestUrl).href)).then(
      (response) => response.ok && response.headers.has(RESIZER_HEADER),
      () => false,
    );

  async function sized(file: ParsedImageFile, url: string, width: number, quality: number): Promise<Served> {
    const original = await fetchOriginal(file.id, url);
    if (!canResize()) return { blob: original, note: 'not resized: no OffscreenCanvas here, original bytes' };
    const type = ENCODED_TYPES[file.ext] ?? 'image/png';
    const blob = await resize(original, width, type, quality);
    const notes = [file.ext === 'avif' ? 'avif served as webp' : ''];
    // Safari's canvas falls back to PNG for WebP; say so rather than mislabel the bytes.
    if (blob.type && blob.type !== type) notes.push(`${type} not encodable here, served as ${blob.type}`);
    const note = notes.filter(Boolean).join('; ');
    return note ? { blob, note } : { blob };
  }

  const handler = http.get(`*${IMAGE_PATH_PREFIX}:file`, async ({ params, request, requestId }) => {
    const file = parseImageFile(String(params.file));
    const url = file ? originals[file.id] : undefined;
    if (!file || url === undefined) return HttpResponse.json({ status: false, error: 'image not found' }, { status: 404 });
    if (!isServableSize(file)) return HttpResponse.json({ status: false, error: 'bad width or quality' }, { status: 400 });
    const { width, quality } = file;
    const isSized = width !== undefined && quality !== undefined;
    if (isSized && (await (serverResizes ??= askServer(request.url)))) {
      // The request goes on to the server as it is: no copy of the bytes through the page.
      log.annotate(requestId, SERVER_RESIZED_NOTE);
      return passthrough();
    }
    const key = `${file.id}_${width ?? 'o'}_${quality ?? 'o'}.${file.ext}`;
    let pending = served.get(key);
    if (!pending) {
      pending = isSized ? sized(file, url, width, quality) : fetchOriginal(file.id, url).then((blob) => ({ blob }));
      pending.catch(() => served.delete(key));
      served.set(key, pending);
    }
    let result: Served;
    try {
      result = await pending;
    } catch (error) {
      return HttpResponse.json({ status: false, error: String(error) }, { status: 502 });
    }
    const headers = new Headers({
      'content-type': result.blob.type || 'application/octet-stream',
      'content-length': String(result.blob.size),
    });
    if (result.note) {
      headers.set(NOTE_HEADER, result.note);
      log.annotate(requestId, result.note);
    }
    return new HttpResponse(result.blob, { status: 200, headers });
  });

  return {
    handler,
    clearCache() {
      originalBlobs.clear();
      served.clear();
    },
  };
}
