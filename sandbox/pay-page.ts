/**
 * The sandbox's payment page, GET /mod/pay/?pay_type&pay_id&h (spec 001 §2 redirect target):
 * says which method was chosen and links back to the page it came from with pay_status=success
 * or fail. Served by the harness server (a navigation never reaches the service worker).
 */
import type { Connect } from 'vite';
import { PAY_REDIRECT_PATH } from '../runtime/platform/api-paths.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page a visitor returns to, with the pay query set to `status`. */
export function payReturnUrl(referer: string | undefined, payId: string, hash: string, status: 'success' | 'fail'): string {
  let back: URL;
  try {
    back = new URL(referer ?? '', 'http://sandbox.invalid');
  } catch {
    back = new URL('/harness/', 'http://sandbox.invalid');
  }
  if (back.pathname.startsWith(PAY_REDIRECT_PATH)) back = new URL('/harness/', 'http://sandbox.invalid');
  back.searchParams.set('pay_id', payId);
  back.searchParams.set('h', hash);
  back.searchParams.set('pay_status', status);
  return `${back.pathname}${back.search}${back.hash}`;
}

function payPageHtml(query: URLSearchParams, referer: string | undefined): string {
  const type = query.get('pay_type') ?? '';
  const payId = query.get('pay_id') ?? '';
  const hash = query.get('h') ?? '';
  const link = (status: 'success' | 'fail', label: string) => `<a href="${escapeHtml(payReturnUrl(referer, payId, hash, status))}" data-pay-return="${status}">${label}</a>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Sandbox payment</title>
<style>body{font:16px system-ui,sans-serif;max-width:480px;margin:64px auto;padding:0 20px}a{display:block;margin:12px 0}</style></head>
<body><h1>Sandbox payment</h1><p data-pay-chosen>Method <strong>${escapeHtml(type)}</strong> for bill <strong>${escapeHtml(payId)}</strong>.</p>
${link('success', 'Pay and return (success)')}${link('fail', 'Cancel and return (fail)')}</body></html>`;
}

export function payPageMiddleware(): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    if (url.pathname !== PAY_REDIRECT_PATH) return next();
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(payPageHtml(url.searchParams, req.headers.referer));
  };
}
