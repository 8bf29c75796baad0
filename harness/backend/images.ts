/**
 * GET /img/{id}.{ext} (the original) and /img/{id}_{width}_q{quality}.{ext} (spec 000 §2).
 * Sized forms are really resized in the browser (createImageBitmap → OffscreenCanvas →
 * convertToBlob) so the byte counts the harness and the benchmark see mean something.
 * File names are read by the runtime's own rule (parseImagePath), so the two cannot disagree:
 * an id may hold '_' (`a_b.jpg` is the original of id a_b; `a_b_800_q70.jpg` its 800 px form).
 */
import { bypass, http, HttpResponse, type RequestHandler } from 'msw';
import { IMAGE_PATH_PREFIX } from '../../runtime/core/api-paths.ts';
import { parseImagePath } from '../../runtime/core/image-url.ts';
import type { WritableLog } from './log.ts';

export const NOTE_HEADER = 'x-sandbox-note';
/** Larger than any size the runtime asks for (2160 px × pixel ratio 2 is clamped to the original). */
const MAX_WIDTH = 8000;

const ENCODED_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  // Canvas cannot encode AVIF; see the note in `sized`.
  avif: 'image/webp',
};

export interface ParsedImageFile {
  id: string;
  ext: string;
  /** Absent for the original form. */
  width?: number;
  quality?: number;
}

export function parseImageFile(file: string): ParsedImageFile | null {
  if (file.includes('/')) return null;
  const parsed = parseImagePath(`${IMAGE_PATH_PREFIX}${file}`);
  return parsed && { ...parsed, ext: parsed.ext.toLowerCase() };
}

interface Served {
  blob: Blob;
  note?: string;
}

export interface ImageService {
  handler: RequestHandler;
  clearCache(): void;
}

/** The resized size: never wider than the original, height kept in proportion. */
export function targetSize(wanted: number, original: { width: number; height: number }): { width: number; height: number } {
  const width = Math.min(wanted, original.width);
  return { width, height: Math.max(1, Math.round((width * original.height) / original.width)) };
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

  const handler = http.get(`*${IMAGE_PATH_PREFIX}:file`, async ({ params, requestId }) => {
    const file = parseImageFile(String(params.file));
    const url = file ? originals[file.id] : undefined;
    if (!file || url === undefined) return HttpResponse.json({ status: false, error: 'image not found' }, { status: 404 });
    const { width, quality } = file;
    const isSized = width !== undefined && quality !== undefined;
    if (isSized && (width < 1 || width > MAX_WIDTH || quality < 1 || quality > 100)) {
      return HttpResponse.json({ status: false, error: 'bad width or quality' }, { status: 400 });
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
