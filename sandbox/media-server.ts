/**
 * The sandbox's media server: a Vite plugin that serves the scenario videos at /video/{name} and
 * answers /img/{id}.{ext} and /img/{id}_{width}_q{quality}.{ext} on
 * the dev server (`npm start`) and the preview server (browser tests, benchmarks) with bytes
 * resized by sharp from the scenario originals. Each form is made once and kept on disk, so a
 * test run, a second tab or the next run gets a file. The page's MSW handler (images.ts) asks for
 * it and still logs the request and applies faults; only on a static host, where no server
 * resizes, does the page resize by itself.
 *
 * Not "every form at build": the runtime asks for any width from 150 to 2160 px (the box's
 * CSS width × the pixel ratio, rounded up), so the forms a page needs are known only when it
 * renders. The disk cache is the build's output for the forms that were ever asked for.
 */
import { payPageMiddleware } from './pay-page.ts';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { IMAGE_PATH_PREFIX, VIDEO_PATH_PREFIX } from '../runtime/platform/api-paths.ts';
import { isServableSize, parseImageFile, RESIZER_HEADER, targetSize, type ParsedImageFile } from './image-files.ts';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  webm: 'video/webm',
  mp4: 'video/mp4',
};
/** AVIF's default effort takes seconds a form; 2 keeps the bytes honest and the wait short. */
const AVIF_EFFORT = 2;

interface MediaServerOptions {
  /** Folder of the image originals, `{id}.{ext}`. */
  originalsDir: string;
  /** Folder of the video files, served by name. */
  videosDir: string;
  /** Folder for the resized forms (made if missing). */
  cacheDir: string;
}

type Sharp = typeof import('sharp').default;

/** Resizes one form with sharp; the caller caches. */
async function resizeForm(sharp: Sharp, originalPath: string, file: Required<ParsedImageFile>): Promise<Buffer> {
  const image = sharp(originalPath);
  const meta = await image.metadata();
  const { width, height } = targetSize(file.width, { width: meta.width ?? file.width, height: meta.height ?? file.width });
  const resized = image.resize(width, height);
  switch (file.ext) {
    case 'webp':
      return resized.webp({ quality: file.quality }).toBuffer();
    case 'avif':
      return resized.avif({ quality: file.quality, effort: AVIF_EFFORT }).toBuffer();
    case 'png':
      return resized.png().toBuffer();
    default:
      return resized.jpeg({ quality: file.quality, mozjpeg: true }).toBuffer();
  }
}

const extOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

function createMediaMiddleware({ originalsDir, videosDir, cacheDir }: MediaServerOptions): Connect.NextHandleFunction {
  const originals = new Map<string, string>();
  for (const name of filesIn(originalsDir)) {
    const dot = name.lastIndexOf('.');
    if (dot > 0) originals.set(name.slice(0, dot), join(originalsDir, name));
  }
  const videos = new Set(filesIn(videosDir));
  // sharp is loaded on the first request, so a server that never serves an image never pays for it.
  let sharpModule: Promise<Sharp> | undefined;
  // Promises, so concurrent requests for one form share one resize.
  const forms = new Map<string, Promise<string>>();

  async function formPath(file: Required<ParsedImageFile>, originalPath: string): Promise<string> {
    const path = join(cacheDir, `${file.id}_${file.width}_q${file.quality}.${file.ext}`);
    if (existsSync(path)) return path;
    sharpModule ??= import('sharp').then((module) => module.default);
    const bytes = await resizeForm(await sharpModule, originalPath, file);
    await mkdir(cacheDir, { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${path}.${process.pid}.part`;
    await writeFile(partial, bytes);
    await rename(partial, path);
    return path;
  }

  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    const pathname = (request.url ?? '').split('?')[0] ?? '';
    const isImage = pathname.startsWith(IMAGE_PATH_PREFIX);
    if (request.method !== 'GET' || !(isImage || pathname.startsWith(VIDEO_PATH_PREFIX))) return next();
    const fail = (status: number, error: string) => {
      response.writeHead(status, { 'content-type': 'application/json', [RESIZER_HEADER]: 'sharp' }).end(JSON.stringify({ status: false, error }));
    };
    // The whole file: media elements accept a 200 to their range requests.
    const send = (path: string) => {
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[extOf(path)] ?? 'application/octet-stream',
        'content-length': String(statSync(path).size),
        'cache-control': 'no-cache',
        [RESIZER_HEADER]: 'sharp',
      });
      createReadStream(path).pipe(response);
    };
    if (!isImage) {
      const name = decodeURIComponent(pathname.slice(VIDEO_PATH_PREFIX.length));
      return videos.has(name) ? send(join(videosDir, name)) : fail(404, `no video ${name}`);
    }
    const name = decodeURIComponent(pathname.slice(IMAGE_PATH_PREFIX.length));
    // The page's sandbox asks the bare prefix once to learn that this server resizes.
    if (name === '') {
      response.writeHead(200, { 'content-type': 'application/json', [RESIZER_HEADER]: 'sharp' }).end(JSON.stringify({ status: true, images: originals.size }));
      return;
    }
    const file = parseImageFile(name);
    const originalPath = file && originals.get(file.id);
    if (!file || !originalPath) return fail(404, 'image not found');
    if (!isServableSize(file)) return fail(400, 'bad width or quality');
    if (file.width === undefined || file.quality === undefined) return send(originalPath);
    const sized = { ...file, width: file.width, quality: file.quality };
    const key = `${file.id}_${file.width}_${file.quality}.${file.ext}`;
    let pending = forms.get(key);
    if (!pending) {
      pending = formPath(sized, originalPath);
      pending.catch(() => forms.delete(key));
      forms.set(key, pending);
    }
    pending.then(send, (error: unknown) => fail(502, String(error)));
  };
}

/** The Vite plugin: the same middleware on the dev and the preview server (media, and the /mod/pay/ page). */
export function sandboxMediaServer(options: MediaServerOptions): Plugin {
  const media = createMediaMiddleware(options);
  const payPage = payPageMiddleware();
  // The sandbox's payment page (a navigation, which the service worker does not see), then the media.
  const middleware: Connect.NextHandleFunction = (req, res, next) => payPage(req, res, () => media(req, res, next));
  return {
    name: 'sandbox-media-server',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
