import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addressParam, chooseMode, chooseViewport, frameMarked, markFrame, openShell, pageParam } from '../support/harness';
import { SCENARIO_IDS } from '../support/scenario-ids';
import { clickWhereItRests, untilHydrated } from '../support/visitor';


// In the landing scenario, "hero-hours" is hidden on mobile and "hero-call" is hidden on desktop.
test('a mode switch changes hidden-element visibility, on both viewports', async ({ page }) => {
  const frame = await openShell(page, 'scenario=landing&mode=admin&viewport=desktop');
  const hours = frame.locator('[data-element-id="hero-hours"]');
  const call = frame.locator('[data-element-id="hero-call"]');

  await expect(frame.locator('.rt-site')).toHaveAttribute('data-viewport', 'desktop');
  await expect(call).toBeVisible();
  await expect(call.locator('[data-hidden-badge]')).toHaveText('Hidden on desktop');
  await expect(hours).toBeVisible();
  await expect(hours.locator('[data-hidden-badge]')).toHaveCount(0);

  await chooseMode(page, 'preview');
  await expect(call).toHaveCount(0);
  await expect(hours).toBeVisible();

  await chooseViewport(page, 'Mobile 375');
  await expect(frame.locator('.rt-site')).toHaveAttribute('data-viewport', 'mobile');
  await expect(hours).toHaveCount(0);
  await expect(call).toBeVisible();

  await chooseMode(page, 'admin');
  await expect(hours).toBeVisible();
  await expect(hours.locator('[data-hidden-badge]')).toHaveText('Hidden on mobile');

  await chooseMode(page, 'run');
  await expect(hours).toHaveCount(0);
  await expect(call).toBeVisible();
});

test('the viewport follows the real width of the frame', async ({ page }) => {
  const frame = await openShell(page, 'scenario=landing&mode=run&viewport=mobile');
  await expect(page.locator('#preview')).toHaveJSProperty('offsetWidth', 375);
  await expect(frame.locator('.rt-site')).toHaveAttribute('data-viewport', 'mobile');
  await page.getByRole('radio', { name: 'Tablet 768' }).click();
  await expect(page.locator('#preview')).toHaveJSProperty('offsetWidth', 768);
  await expect(frame.locator('.rt-site')).toHaveAttribute('data-viewport', 'desktop');
  await chooseViewport(page, 'Desktop 1280');
  await expect(page.locator('#preview')).toHaveJSProperty('offsetWidth', 1280);
});

test('in a 1440 × 900 window the Desktop 1280 frame is scaled to fit, never cut off; 100% scrolls from its left edge', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const frame = await openShell(page, 'scenario=landing&mode=run&viewport=desktop');
  const preview = page.locator('#preview');
  const stage = await page.locator('.shell__stage').boundingBox();
  const shown = await preview.boundingBox();
  // The picture fits the stage; the page inside still lays out at 1280 px.
  expect(shown!.x).toBeGreaterThanOrEqual(stage!.x);
  expect(shown!.x + shown!.width).toBeLessThanOrEqual(stage!.x + stage!.width + 0.5);
  expect(shown!.width).toBeLessThan(1280);
  await expect(preview).toHaveJSProperty('offsetWidth', 1280);
  await expect(frame.locator('.rt-site')).toHaveAttribute('data-viewport', 'desktop');
  await expect(page.locator('.shell__caption')).toContainText(`shown at ${Math.round((shown!.width / 1280) * 100)}%`);
  // A click lands where it is aimed in the scaled frame.
  await frame.getByRole('link', { name: 'See the menu' }).click();
  await expect.poll(() => page.frame({ url: /frame\.html/ })!.evaluate(() => location.hash)).toBe('#menu');

  await page.getByRole('combobox', { name: 'Zoom' }).selectOption('100');
  await expect(page).toHaveURL(/zoom=100/);
  const full = await preview.boundingBox();
  expect(full!.width).toBe(1280);
  // Wider than the stage: it starts at the stage's left edge (nothing hidden there) and the stage scrolls.
  expect(full!.x).toBeGreaterThanOrEqual(stage!.x);
  expect(await page.locator('.shell__stage').evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
});

test('state survives mode and viewport switches: no reload, no remount, same stores', async ({ page }) => {
  const frame = await openShell(page, 'scenario=landing&mode=preview&viewport=desktop');
  const preview = page.frame({ url: /frame\.html/ })!;
  await preview.evaluate(() => {
    (window as unknown as { __loadMark: string }).__loadMark = 'first-load';
    (document.querySelector('[data-section-id="story"]') as HTMLElement & { __nodeMark?: string }).__nodeMark = 'same-node';
  });
  // Scroll to the story so its section records being on screen in the site's visibility store.
  await frame.locator('[data-section-id="story"]').scrollIntoViewIfNeeded();
  await expect
    .poll(() => preview.evaluate(() => (window as unknown as { __site: { stores: { visibility: { getState(): { firstSeen: Record<string, { onScreen: boolean }> } } } } }).__site.stores.visibility.getState().firstSeen['section:story']?.onScreen))
    .toBe(true);

  await chooseMode(page, 'admin');
  await chooseViewport(page, 'Mobile 375');
  await chooseMode(page, 'run');
  await chooseViewport(page, 'Desktop 1280');
  await expect(frame.locator('.rt-site')).toHaveAttribute('data-mode', 'run');

  expect(await preview.evaluate(() => (window as unknown as { __loadMark?: string }).__loadMark)).toBe('first-load');
  expect(await preview.evaluate(() => (document.querySelector('[data-section-id="story"]') as HTMLElement & { __nodeMark?: string }).__nodeMark)).toBe('same-node');
  expect(
    await preview.evaluate(() => (window as unknown as { __site: { stores: { visibility: { getState(): { firstSeen: Record<string, { onScreen: boolean }> } } } } }).__site.stores.visibility.getState().firstSeen['section:story']?.onScreen),
  ).toBe(true);
});

test('the address bar holds the whole state, and a copied link reproduces it', async ({ page }) => {
  // One section keeps the page light: the test is about the shell's address, not the page.
  await openShell(page, 'scenario=landing&mode=run&viewport=mobile&flags=bot,slowNetwork&panel=problems&sections=hero');
  await expect(page.getByRole('radio', { name: 'run' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: 'Mobile 375' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('checkbox', { name: 'Bot' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Slow network' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Screenshot' })).not.toBeChecked();
  await expect(page.getByRole('tab', { name: /Problems/ })).toHaveAttribute('aria-selected', 'true');

  await chooseMode(page, 'admin');
  await page.getByRole('checkbox', { name: 'Screenshot' }).check();
  await page.getByRole('tab', { name: 'Policies' }).click();
  await expect(page).toHaveURL(/mode=admin/);
  await expect.poll(() => addressParam(page, 'flags')).toBe('screenshot,bot,slowNetwork');
  const link = page.url();

  const copy = await page.context().newPage();
  const frame = await openShell(copy, new URL(link).search);
  await expect(copy.getByRole('radio', { name: 'admin' })).toHaveAttribute('aria-checked', 'true');
  await expect(copy.getByRole('checkbox', { name: 'Screenshot' })).toBeChecked();
  await expect(frame.locator('.rt-site')).toHaveAttribute('data-mode', 'admin');
  await expect(frame.locator('.rt-site')).toHaveAttribute('data-viewport', 'mobile');
  await expect(copy.locator('[data-policy="backgroundVideo"]')).toContainText('skipped');
});

/** Records every context the frame's site resolves (the frame posts each to the shell), from the page's first render. */
async function recordContexts(page: Page) {
  await page.addInitScript(() => {
    const seen: { mode: string; bot: boolean }[] = [];
    Object.assign(window, { __contexts: seen });
    window.addEventListener('message', (event) => {
      const data = event.data as { type?: string; context?: { mode: string; flags: { bot: boolean } } };
      if (data?.type === 'context' && data.context) seen.push({ mode: data.context.mode, bot: data.context.flags.bot });
    });
  });
  return () => page.evaluate(() => (window as unknown as { __contexts: { mode: string; bot: boolean }[] }).__contexts.splice(0));
}

// DESIGN §4: a link reproduces a case, and the mode's policies (admin skips loading, autoplay…) hold from the first render.
test('a link with mode=admin&flags=bot renders the frame in admin with bot from its first render, and so does a reload after a switch', async ({ page }) => {
  const contexts = await recordContexts(page);
  const frame = await openShell(page, 'scenario=landing&mode=admin&viewport=desktop&flags=bot&sections=hero');
  await expect(frame.locator('.rt-site[data-mode="admin"]')).toBeVisible();
  const first: { mode: string; bot: boolean }[] = [];
  await expect.poll(async () => first.push(...(await contexts()))).toBeGreaterThan(0);
  expect(first).toEqual(first.map(() => ({ mode: 'admin', bot: true })));

  // A switch goes by message (no reload); the frame reloaded after it starts in the switched mode.
  await chooseMode(page, 'run');
  await page.getByRole('checkbox', { name: 'Bot' }).uncheck();
  await expect(frame.locator('.rt-site')).toHaveAttribute('data-mode', 'run');
  await expect.poll(() => addressParam(page, 'flags')).toBeNull();
  // Every context of the switch is in before the reload, so what comes after is the reloaded frame's alone.
  await expect.poll(async () => (await contexts()).at(-1)).toEqual({ mode: 'run', bot: false });
  await markFrame(page);
  await page.getByRole('tab', { name: 'State' }).click();
  await page.getByRole('tabpanel', { name: 'State' }).getByRole('button', { name: 'Reset' }).click();
  await expect.poll(() => frameMarked(page)).toBe(false);
  await expect(frame.locator('.rt-site[data-mode="run"]')).toBeVisible();
  // The reloaded frame posts its context once it has rendered; the message may land after the site shows.
  const afterReload: { mode: string; bot: boolean }[] = [];
  await expect.poll(async () => afterReload.push(...(await contexts()))).toBeGreaterThan(0);
  expect(afterReload).toEqual(afterReload.map(() => ({ mode: 'run', bot: false })));
});

test('the policies panel shows what differs in the current mode', async ({ page }) => {
  await openShell(page, 'scenario=landing&mode=admin&viewport=mobile');
  await expect(page.locator('[data-policy="hiddenElement"]')).toContainText('stays visible, marked as hidden');
  await expect(page.locator('[data-policy="anchorsWidget"]')).toContainText('shown');
  await chooseMode(page, 'run');
  await expect(page.locator('[data-policy="hiddenElement"]')).toContainText('removed from the page');
  await expect(page.locator('[data-policy="anchorsWidget"]')).toContainText('hidden');
  await expect(page.locator('[data-policy="cartButtonVisibility"]')).toContainText('as the settings say');
});

test('the policies panel shows the context the frame resolved: its real viewport and the system reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openShell(page, 'scenario=landing&mode=run&viewport=tablet');
  // 768 px is wider than mobile (767): the frame resolves desktop, and says so.
  await expect(page.locator('[data-context="viewport"]')).toHaveText('desktop');
  await expect(page.locator('[data-context="mode"]')).toHaveText('run');
  await expect(page.locator('[data-context="system-reduced-motion"]')).toHaveText('yes');
  await expect(page.getByRole('checkbox', { name: 'Reduced motion' })).not.toBeChecked();
  await expect(page.locator('[data-context="flags"]')).toHaveText('Reduced motion');
  await expect(page.locator('[data-policy="reducedMotion"]')).toContainText('yes, motion is left out');
  await expect(page.locator('[data-policy="tabShiftAnimation"]')).toContainText('no');

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(page.locator('[data-context="system-reduced-motion"]')).toHaveText('no');
  await expect(page.locator('[data-context="flags"]')).toHaveText('none');
  await expect(page.locator('[data-policy="reducedMotion"]')).toContainText('no');
  await expect(page.locator('[data-policy="tabShiftAnimation"]')).toContainText('yes');

  await page.getByRole('checkbox', { name: 'Bot' }).check();
  await expect(page.locator('[data-context="flags"]')).toHaveText('Bot');
  await expect(page.locator('[data-policy="captureRender"]')).toContainText('yes');
  await expect(page.locator('[data-policy="backgroundEffects"]')).toContainText('off');
  await page.emulateMedia({ reducedMotion: null });
});

const BROKEN_PAGE = {
  settings: { title: 'Broken on purpose' },
  sections: [
    {
      id: 'good',
      type: 'FREE',
      elements: [
        { id: 'hello', type: 'figure', data: { kind: 'text', tag: 'h2', text: 'This part still works' } },
        { id: 'bad-line', type: 'hr01', data: { thickness: -3 } },
      ],
    },
    { id: 'mystery', type: 'CAROUSEL' },
  ],
};

test('a broken page JSON shows what is wrong, and the rest of the page renders', async ({ page }) => {
  await openShell(page, 'scenario=landing&mode=admin&viewport=desktop&panel=problems&sections=hero');
  await page.getByRole('button', { name: 'Open page…' }).click();
  await page.getByRole('textbox', { name: 'Page JSON', exact: true }).fill(JSON.stringify(BROKEN_PAGE));
  await page.getByRole('button', { name: 'Show pasted page' }).click();

  const frame = page.frameLocator('#preview');
  await expect(frame.getByRole('heading', { name: 'This part still works' })).toBeVisible();
  const boxes = frame.locator('[data-part-error]');
  await expect(boxes).toHaveCount(2);
  await expect(boxes.nth(0)).toContainText('hr01 #bad-line');
  await expect(boxes.nth(0)).toContainText('data.thickness');
  await expect(boxes.nth(1)).toContainText('unknown section type "CAROUSEL"');
  await expect(page.getByRole('tabpanel')).toContainText('sections[1].type');
  await expect(page).toHaveURL(/page=/);

  await chooseMode(page, 'preview');
  await expect(boxes).toHaveCount(0);
  await expect(frame.getByRole('heading', { name: 'This part still works' })).toBeVisible();

  // The page in the URL survives a reload.
  await page.reload();
  await expect(page.frameLocator('#preview').getByRole('heading', { name: 'This part still works' })).toBeVisible();
});

test('a page JSON that cannot be read at all gets a clear list, not a blank frame', async ({ page }) => {
  await openShell(page, 'scenario=landing&mode=preview&viewport=desktop&panel=problems&sections=hero');
  await page.getByRole('button', { name: 'Open page…' }).click();
  await page.getByRole('textbox', { name: 'Page JSON', exact: true }).fill('{"sections": [oops');
  await page.getByRole('button', { name: 'Show pasted page' }).click();
  const frame = page.frameLocator('#preview');
  await expect(frame.locator('[data-page-unreadable]')).toContainText('not valid JSON');
  await expect(page.getByRole('tabpanel')).toContainText('The page cannot be read');
  await page.getByRole('button', { name: 'Back to scenario' }).click();
  await expect(frame.locator('[data-section-id="hero"]')).toBeVisible();
});

test('a page JSON can be loaded from a URL, and the shell says from where', async ({ page, baseURL }) => {
  await openShell(page, 'scenario=landing&mode=preview&viewport=desktop&src=/scenarios/landing/page.json');
  await expect(page.getByText('Custom page')).toBeVisible();
  await expect(page.locator('.shell__source')).toHaveText(new URL('/scenarios/landing/page.json', baseURL).href);
  await expect(page.frameLocator('#preview').locator('[data-section-id="visit"]')).toBeVisible();
});

test('a src= that is not http(s) once the browser reads it is not fetched (issue 10.5)', async ({ page, context, allowConsoleErrors }) => {
  allowConsoleErrors(/404.*evil\.example\/page\.json/);
  const fetched: string[] = [];
  page.on('request', (request) => void (request.url().startsWith('http://evil') && fetched.push(request.url())));
  // Chromium's own parser reads a space in a host as %20 where the standard refuses it; the rule refuses it too.
  await page.goto(`?scenario=landing&mode=preview&viewport=desktop&src=${encodeURIComponent('http://ex ample.com/page.json')}`);
  await expect(page.getByRole('alert')).toContainText('is not an http(s) address or a path of this site');
  // No page beside the error: never the scenario's page in place of the one asked for.
  await expect(page.locator('[data-no-page]')).toHaveText('No page to show. Open another page, or go back to the scenario.');
  await expect(page.locator('#preview')).toHaveCount(0);
  // A protocol-relative or backslash form is the other host it is: the shell names it in full.
  // The context's route: once a frame has registered the sandbox's service worker, the shell's own
  // fetches go through it too, and only a context route sees a worker's requests.
  await context.route('http://evil.example/**', (route) => route.fulfill({ status: 404, body: 'no', headers: { 'access-control-allow-origin': '*' } }));
  await page.goto(`?scenario=landing&mode=preview&viewport=desktop&src=${encodeURIComponent('/\\evil.example/page.json')}`);
  await expect(page.locator('.shell__source')).toHaveText('http://evil.example/page.json');
  await expect(page.getByRole('alert')).toContainText('Could not load http://evil.example/page.json: the server answered 404');
  await expect(page.locator('#preview')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to scenario' }).click();
  await expect(page.frameLocator('#preview').locator('[data-section-id="hero"]')).toBeVisible();
  expect(fetched).toEqual(['http://evil.example/page.json']);
});

test('a long pasted page is saved in the browser under a short id, survives a reload and opens in the frame alone', async ({ page }) => {
  await openShell(page, 'scenario=landing&mode=preview&viewport=desktop');
  // Some 5.5 KB of page, 7.3 KB in base64: too long for the address (vite preview answers 431 to such a request line).
  const filler = Array.from({ length: 100 }, (_, index) => ({ id: `line-${index}`, type: 'hr01', data: { thickness: 1 } }));
  const longPage = { sections: [{ id: 'long', type: 'FREE', elements: [{ id: 'title', type: 'figure', data: { kind: 'text', tag: 'h2', text: 'A long pasted page' } }, ...filler] }] };
  await page.getByRole('button', { name: 'Open page…' }).click();
  await page.getByRole('textbox', { name: 'Page JSON', exact: true }).fill(JSON.stringify(longPage));
  await page.getByRole('button', { name: 'Show pasted page' }).click();
  await expect(page.frameLocator('#preview').getByText('A long pasted page')).toBeVisible();
  await expect(page).toHaveURL(/[?&]saved=p[0-9a-z]+/);
  expect(page.url()).not.toContain('page=');
  expect(page.url().length).toBeLessThan(300);
  await expect(page.locator('.shell__source')).toHaveText('pasted, saved in this browser');

  await page.reload();
  await expect(page.frameLocator('#preview').getByText('A long pasted page')).toBeVisible();
  const saved = new URL(page.url()).searchParams.get('saved')!;
  await page.goto(`frame.html?scenario=landing&mode=run&saved=${saved}`);
  await expect(page.getByText('A long pasted page')).toBeVisible();
  await expect(page.locator('hr')).toHaveCount(100);
});

test('the frame page alone shows a page in its own address (page=), and says when it is damaged', async ({ page }) => {
  const small = { sections: [{ id: 'one', type: 'FREE', elements: [{ id: 'title', type: 'figure', data: { kind: 'text', tag: 'h2', text: 'Straight into the frame' } }] }] };
  await page.goto(`frame.html?scenario=landing&mode=run&page=${pageParam(small)}`);
  await expect(page.getByRole('heading', { name: 'Straight into the frame' })).toBeVisible();
  await expect(page.locator('[data-section-id="hero"]')).toHaveCount(0);
  await page.goto('frame.html?scenario=landing&mode=run&page=%25%25%25');
  await expect(page.locator('[data-page-unreadable]')).toContainText('not valid JSON');
});

test('the sandbox serves really resized images and logs every request', async ({ page }) => {
  const frame = await openShell(page, 'scenario=landing&mode=run&viewport=mobile&panel=requests');
  const photo = frame.locator('[data-element-id="story-photo"] img.rt-image__img');
  await photo.scrollIntoViewIfNeeded();
  await expect(frame.locator('[data-element-id="story-photo"] .rt-image')).toHaveAttribute('data-state', 'loaded');
  const { src, naturalWidth } = await photo.evaluate((img: HTMLImageElement) => ({ src: img.getAttribute('src')!, naturalWidth: img.naturalWidth }));
  const [, width] = /_(\d+)_q(\d+)\./.exec(src) ?? [];
  expect(Number(width)).toBeGreaterThanOrEqual(150);
  expect(Number(width)).toBeLessThan(2400);
  expect(naturalWidth).toBe(Number(width));
  await expect(page.getByRole('tabpanel')).toContainText(src);
  // Each request with its status, its time and its size.
  const row = page.locator(`tr[data-request-url="${src}"]`);
  await expect(row).toContainText('200');
  await expect(row).toContainText(/\d+ ms/);
  await expect(row).toContainText(/\d+ KB/);
});

test('the sandbox still answers a page that mocks after the browser stopped its service worker (a new life of the worker, its sets empty), even with what it wrote down cleared', async ({ page, allowConsoleErrors }) => {
  // DevTools' stop ends the requests the worker is answering (the page's photos still loading),
  // which an idle stop never does: those are the errors this test provokes.
  allowConsoleErrors(/net::ERR_FAILED \(http:\/\/localhost:\d+\/img\//);
  const frame = await openShell(page, 'scenario=shop&mode=run&viewport=desktop&sections=gifts&panel=requests');
  await expect(frame.locator('[data-section-id="gifts"]')).toBeVisible();
  const frameHandle = page.frames().find((candidate) => candidate.url().includes('frame.html'))!;
  const askBill = () => frameHandle.evaluate(async () => {
    const answer = await fetch('/mod/pay/ajax/?act=payData&pay_id=1042&hash=h1042');
    return { status: answer.status, body: answer.headers.get('content-type')?.includes('json') ? await answer.json() : null };
  });
  const devtools = await page.context().newCDPSession(page);
  // DevTools reports each worker version's running status: stopAllWorkers returns before the
  // worker has stopped, and a request it took meanwhile went to the network as it died (the
  // browser's fallback for a worker that stops mid-answer, which an idle stop never does).
  // (A page's next message may start it again at once: a stop heard is what is waited for.)
  // Each version's last status is kept, not a count of stops: the report `enable` sends of a
  // version stopped before (the browser stops an idle worker) may come after the stop is asked
  // for, and counted as its stop it let the request go to the worker still dying (a rare failure
  // in the whole suite, where the context's worker has lived through earlier tests).
  const lastStatus = new Map<string, { running: string; stoppedAt: number }>();
  let reports = 0;
  devtools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    reports += 1;
    for (const { versionId, runningStatus, status } of versions) {
      if (status === 'redundant') lastStatus.delete(versionId);
      else lastStatus.set(versionId, { running: runningStatus, stoppedAt: runningStatus === 'stopped' ? reports : (lastStatus.get(versionId)?.stoppedAt ?? 0) });
    }
  });
  await devtools.send('ServiceWorker.enable');
  // The sandbox's worker, running: the frame's requests woke it.
  await expect.poll(() => [...lastStatus.values()].some(({ running }) => running === 'running')).toBe(true);
  for (let restart = 0; restart < 2; restart++) {
    // The second time, what the worker wrote down of its pages is gone too (the browser's "clear
    // site data"): its next life asks the page what it is, which answers it mocks.
    if (restart === 1) await devtools.send('Storage.clearDataForOrigin', { origin: new URL(frameHandle.url()).origin, storageTypes: 'cache_storage' });
    const reportsBefore = reports;
    const runningBefore = [...lastStatus].filter(([, { running }]) => running !== 'stopped').map(([versionId]) => versionId);
    await devtools.send('ServiceWorker.stopAllWorkers');
    // Each version that ran heard stopped after the stop was asked for (it may have started again since).
    await expect.poll(() => runningBefore.every((versionId) => (lastStatus.get(versionId)?.stoppedAt ?? 0) > reportsBefore)).toBe(true);
    // Before, MSW's empty set in the new life sent the request to the preview server: a 404.
    const { status, body } = await askBill();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 1 });
  }
  await devtools.detach();
  // Answered by the page's sandbox: its Requests panel logs both.
  const logged = page.locator('tr[data-request-url*="act=payData"]');
  await expect(logged).toHaveCount(2);
  for (const row of await logged.all()) await expect(row).toContainText('200');
});

test('the shell opens the pay modal for a chosen pay link over any scenario, and keeps it in its address', async ({ page }) => {
  const frame = await openShell(page, 'scenario=shop&mode=run&viewport=desktop&sections=gifts');
  const payLink = page.getByRole('combobox', { name: 'Pay link' });
  await expect(payLink).toHaveValue('');
  await expect(frame.getByRole('dialog', { name: 'Payment' })).toHaveCount(0);

  await payLink.selectOption({ label: 'Bill 1050: already paid' });
  const pay = frame.getByRole('dialog', { name: 'Payment' });
  await expect(pay).toHaveAttribute('data-pay-view', 'paid');
  await expect(page).toHaveURL(/[?&]pay=paid(&|$)/);
  // The shop's own sections are still the page under the modal.
  await expect(frame.locator('[data-section-id="gifts"]')).toBeAttached();

  await payLink.selectOption({ label: 'Back from the bank: failed' });
  await expect(pay).toHaveAttribute('data-pay-view', 'fail');
  await expect(page).toHaveURL(/[?&]pay=fail(&|$)/);

  await payLink.selectOption({ label: 'None' });
  await expect(frame.locator('[data-section-id="gifts"]')).toBeVisible();
  await expect(pay).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]pay=/);
});

test('the Cart panel lists the visitor’s cart and changes a price and stock in the sandbox, seen at the cart’s next refresh', async ({ page }) => {
  const frame = await openShell(page, 'scenario=shop&mode=preview&viewport=desktop&panel=cart&sections=catalogue');
  const panel = page.getByRole('tabpanel', { name: 'Cart' });
  await expect(panel).toContainText('The cart is empty');
  const blend = frame.locator('[data-section-id="catalogue"] article.rt-card[data-product-id="8"]');
  await blend.getByRole('button', { name: 'Add to cart' }).click();
  const line = panel.locator('[data-cart-line]');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Harbor House Blend');
  await expect(line).toContainText('× 1 · 14 · stock 4 · items in stock');

  // A wrong stock is refused with a reason and changes nothing.
  await line.getByRole('textbox', { name: 'Stock' }).fill('1.5');
  await line.getByRole('button', { name: 'Change in the sandbox' }).click();
  await expect(line.getByRole('alert')).toContainText('whole number');
  await expect(line).not.toContainText('changed');

  await line.getByRole('textbox', { name: 'Price' }).fill('19.50');
  await line.getByRole('textbox', { name: 'Stock' }).fill('1');
  await line.getByRole('button', { name: 'Change in the sandbox' }).click();
  await expect(line.getByText('changed', { exact: true })).toBeVisible();
  await expect(line.getByRole('alert')).toHaveCount(0);

  // Opening the cart refreshes its products: the new price and the new stock show, in the page and the panel.
  await frame.locator('.rt-cart-button').click();
  const cartLine = frame.getByRole('dialog', { name: 'Your cart' }).locator('.rt-cart__line');
  await expect(cartLine.locator('.rt-cart__price')).toHaveText('$19.50');
  await expect(cartLine.locator('.rt-cart__status')).toHaveText('In stock: 1');
  await expect(line).toContainText('× 1 · 19.5 · stock 1');
  await expect(panel).toContainText('The cart is open');
});

test('the Faults panel names nonsense in the address and leaves it out, and refuses a status that is not an error', async ({ page }) => {
  await openShell(page, 'scenario=shop&mode=preview&viewport=desktop&panel=faults&sections=gifts&faults=nowhere.boom,products.delay.x');
  const panel = page.getByRole('tabpanel', { name: 'Faults' });
  await expect(panel).toContainText('Not understood in the address, left out: nowhere.boom, products.delay.x');
  await expect(panel).toContainText('No faults');
  const form = panel.getByRole('form', { name: 'Add a fault' });
  await form.getByRole('combobox', { name: 'Fault' }).selectOption('Error status');
  await form.getByRole('textbox', { name: 'Status' }).fill('200');
  await form.getByRole('button', { name: 'Set fault' }).click();
  await expect(form.getByRole('alert')).toHaveText('An error status is a number from 400 to 599.');
  await expect(panel).toContainText('No faults');
  await form.getByRole('combobox', { name: 'Endpoint' }).selectOption('Images');
  await form.getByRole('combobox', { name: 'Fault' }).selectOption('Latency (ms)');
  await form.getByRole('textbox', { name: 'Milliseconds' }).fill('250');
  await form.getByRole('button', { name: 'Set fault' }).click();
  await expect(panel.locator('[data-fault="images"]')).toHaveText(/Images: latency 250 ms/);
  await expect(page).toHaveURL(/[?&]faults=images\.delay\.250(&|$)/);
  await expect(panel).not.toContainText('Not understood');
  await panel.getByRole('button', { name: 'Remove the fault on Images' }).click();
  await expect(panel).toContainText('No faults');
  await expect(page).not.toHaveURL(/[?&]faults=/);
});

test('a fault set in the Faults panel makes load-more fail once, and Copy link carries it', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500.*\/api\/ecommerce\/products\//, /products: loading page 2 failed/);
  const frame = await openShell(page, 'scenario=shop&mode=preview&viewport=desktop&panel=faults&sections=catalogue');
  const panel = page.getByRole('tabpanel', { name: 'Faults' });
  const form = panel.getByRole('form', { name: 'Add a fault' });
  await form.getByRole('textbox', { name: 'Status' }).fill('500');
  await form.getByRole('checkbox', { name: 'Only once' }).check();
  await form.getByRole('button', { name: 'Set fault' }).click();
  await expect(panel.locator('[data-fault="products"]')).toContainText('Products: error status 500, once');
  await expect(page).toHaveURL(/[?&]faults=products\.status\.500\.once(&|$)/);
  // The page asks for the next products as "Show more" nears the screen: its answer, before the
  // fault, would be the click's. The panel says so; opened again from its address, which carries
  // the fault, the page meets the fault from its start.
  await expect(panel.locator('[data-faults-hint]')).toContainText('Reload the page (its address keeps the faults) for a fault to meet its first requests.');
  await page.reload();
  await expect(panel.locator('[data-fault="products"]')).toContainText('Products: error status 500, once');
  const beans = frame.locator('[data-section-id="catalogue"] .rt-catalogue__list[data-category="beans"]');
  // The cards shown (not a next page's, rendered ahead and hidden).
  const cards = beans.locator('article.rt-card:not(.rt-catalogue__page[hidden] *)');
  await expect(cards).toHaveCount(9);
  const more = beans.locator('.rt-catalogue__more-button');
  await more.click();
  // The sandbox answered the load with the fault (the Requests panel's log), and the list stayed as it was.
  const productAnswers = () =>
    page.frame({ url: /frame\.html/ })!.evaluate(() =>
      (window as unknown as { __sandbox: { log: { entries(): { url: string; status: number | null; note?: string }[] } } }).__sandbox.log
        .entries()
        .filter((entry) => entry.url.startsWith('/api/ecommerce/products/'))
        .map((entry) => `${entry.status} ${entry.note ?? ''}`),
    );
  await expect.poll(productAnswers).toEqual(['500 fault (/api/ecommerce/products/): status 500']);
  await expect(more).toHaveText('Show more');
  await expect(more).not.toHaveAttribute('aria-busy');
  await expect(cards).toHaveCount(9);
  // Once: the next click loads.
  await more.click();
  await expect(cards).toHaveCount(18);
});

test('a paused held clock stays paused when the frame reloads (the State panel’s Reset) and in the next scenario’s frame', async ({ page }) => {
  await openShell(page, 'scenario=landing&mode=preview&viewport=desktop&panel=clock&sections=hero');
  const panel = page.getByRole('tabpanel', { name: 'Clock' });
  await panel.getByRole('button', { name: 'Take the page’s clock' }).click();
  await expect(panel.getByRole('status')).toContainText('Running at ×1');
  await panel.getByRole('button', { name: 'Pause' }).click();
  await expect(panel.getByRole('status')).toContainText('Paused');
  await expect.poll(() => addressParam(page, 'clock')).toBe('paused');
  const frameClock = () => page.frame({ url: /frame\.html/ })?.evaluate(() => new URL(location.href).searchParams.get('clock')).catch(() => null);

  await markFrame(page);
  await page.getByRole('tab', { name: 'State' }).click();
  await page.getByRole('tabpanel', { name: 'State' }).getByRole('button', { name: 'Reset' }).click();
  await expect.poll(() => frameMarked(page)).toBe(false);
  await expect.poll(frameClock).toBe('paused');
  await page.getByRole('tab', { name: 'Clock' }).click();
  await expect(panel.getByRole('status')).toContainText('Paused');

  await markFrame(page);
  await page.getByRole('combobox', { name: 'Scenario' }).selectOption('forms');
  await expect.poll(() => frameMarked(page)).toBe(false);
  await expect.poll(frameClock).toBe('paused');
  await expect(panel.getByRole('status')).toContainText('Paused');
  expect(await addressParam(page, 'clock')).toBe('paused');
});

test('Back after another scenario shows the one before in the shell and its frame, in the mode it was left in; Forward the next', async ({ page }) => {
  const frame = await openShell(page, 'scenario=landing&mode=run&viewport=desktop');
  const picker = page.getByRole('combobox', { name: 'Scenario' });
  // The scenario the frame really shows, read from its own address (a frame sent back on its own keeps the shell's src).
  const frameScenario = () => frame.locator('body').evaluate(() => new URL(location.href).searchParams.get('scenario'));
  await chooseMode(page, 'preview');
  await expect.poll(() => addressParam(page, 'mode')).toBe('preview');
  await picker.selectOption('forms');
  await expect.poll(frameScenario).toBe('forms');

  // The browser's Back, as the history has it (not page.goBack, which waits for the shell page itself to move).
  await page.evaluate(() => history.back());
  await expect(picker).toHaveValue('landing');
  await expect.poll(frameScenario).toBe('landing');
  await expect(frame.locator('.rt-site')).toHaveAttribute('data-mode', 'preview');
  expect(await addressParam(page, 'scenario')).toBe('landing');

  await page.evaluate(() => history.forward());
  await expect(picker).toHaveValue('forms');
  await expect.poll(frameScenario).toBe('forms');
});

test('the matrix view shows one page in three modes; fewer modes go into the address; Open shows a cell in the single view', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // One viewport and four sections keep it to three light frames (six frames of the whole page took over 10 s).
  await page.goto('?scenario=landing&view=matrix&viewports=mobile&sections=story,why,quote,team');
  await expect(page.locator('[data-matrix-cell]')).toHaveCount(3);
  for (const mode of ['admin', 'preview', 'run'] as const) {
    const site = page.frameLocator(`[data-matrix-cell="${mode}|mobile"] iframe`).locator('.rt-site');
    await expect(site).toHaveAttribute('data-mode', mode);
    await expect(site).toHaveAttribute('data-viewport', 'mobile');
  }

  await page.getByRole('group', { name: 'Modes in the matrix' }).getByLabel('admin').uncheck();
  await expect(page.locator('[data-matrix-cell]')).toHaveCount(2);
  await expect.poll(() => addressParam(page, 'modes')).toBe('preview,run');

  await page.getByRole('button', { name: 'Open run · Mobile 375 in the single view' }).click();
  const single = page.frameLocator('#preview').locator('.rt-site');
  await expect(single).toHaveAttribute('data-mode', 'run');
  await expect(single).toHaveAttribute('data-viewport', 'mobile');
  await expect.poll(() => ['view', 'mode', 'viewport'].map((key) => addressParam(page, key))).toEqual([null, 'run', 'mobile']);
});

test('the matrix view shows a page too long for an address (loaded from a URL): its cells name it by its saved id', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const answers: number[] = [];
  page.on('response', (response) => void (response.url().includes('frame.html') && answers.push(response.status())));
  await page.goto('?scenario=landing&src=/scenarios/landing/page.json&view=matrix&modes=run&viewports=mobile&sections=visit');
  const cell = page.locator('[data-matrix-cell="run|mobile"] iframe');
  await expect(page.frameLocator('[data-matrix-cell="run|mobile"] iframe').locator('[data-section-id="visit"]')).toBeVisible();
  const address = new URL((await cell.getAttribute('src'))!, page.url());
  expect(address.searchParams.get('saved')).toMatch(/^p[0-9a-z]+$/);
  expect(address.searchParams.has('page')).toBe(false);
  expect(answers).toEqual([200]);
});

test('the matrix view scrolls its frames in step by section, whatever their widths', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // Two frames of different widths (three took the test past 10 s on a busy machine).
  await page.goto('?scenario=landing&view=matrix&modes=run&viewports=mobile,desktop&sections=story,why,quote');
  await expect(page.locator('[data-matrix-cell]')).toHaveCount(2);
  const cellFrame = async (key: string) => (await page.locator(`[data-matrix-cell="${key}"] iframe`).elementHandle())!.contentFrame();
  for (const key of ['run|mobile', 'run|desktop']) await expect(page.frameLocator(`[data-matrix-cell="${key}"] iframe`).locator('.rt-site')).toBeVisible();

  // Scrolling the desktop frame to its second section brings the phone's to the same section.
  const lead = (await cellFrame('run|desktop'))!;
  const target = await lead.evaluate(() => {
    const section = document.querySelectorAll<HTMLElement>('[data-section-id]')[1]!;
    window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY, behavior: 'instant' });
    return section.dataset.sectionId;
  });
  const sectionAtTop = () => [...document.querySelectorAll<HTMLElement>('[data-section-id]')].find((section) => section.getBoundingClientRect().bottom > 1)?.dataset.sectionId;
  const follower = (await cellFrame('run|mobile'))!;
  await expect.poll(() => follower.evaluate(sectionAtTop)).toBe(target);
});

test('the Clock panel takes the page’s clock: paused, the 5 s cart removal waits, shows as pending, and a step fires it; the address says how the clock is held', async ({ page }) => {
  await openShell(page, 'scenario=shop&mode=preview&viewport=desktop&panel=clock&sections=catalogue');
  const panel = page.getByRole('tabpanel', { name: 'Clock' });
  await panel.getByRole('button', { name: 'Take the page’s clock' }).click();
  await expect(panel.getByRole('status')).toContainText('Running at ×1');
  await expect.poll(() => addressParam(page, 'clock')).toBe('x1');

  // The frame reloaded on the held clock; the page works as before while it runs.
  const frame = page.frameLocator('#preview');
  await frame.locator('[data-section-id="catalogue"] article.rt-card[data-product-id="8"]').getByRole('button', { name: 'Add to cart' }).click();
  await frame.locator('.rt-cart-button').click();
  const cart = frame.getByRole('dialog', { name: 'Your cart' });
  const line = cart.locator('.rt-cart__line');
  await expect(line).toHaveCount(1);

  await panel.getByRole('button', { name: 'Pause' }).click();
  await expect(panel.getByRole('status')).toContainText('Paused');
  await expect.poll(() => addressParam(page, 'clock')).toBe('paused');
  await line.getByRole('textbox').fill('0');
  await expect(line).toHaveAttribute('data-removing', 'true');
  const removal = panel.locator('[data-timer="cart removal of Harbor House Blend"]');
  await expect(removal).toContainText('5.0 s');
  await expect(panel.locator('[data-timer="cart refresh"]')).toContainText('20:00');

  // Paused, four seconds of steps leave it pending; the step to the next timer fires it.
  for (let second = 0; second < 4; second++) await panel.getByRole('button', { name: '+1 s' }).click();
  await expect(removal).toContainText('1.0 s');
  await expect(line).toHaveCount(1);
  await panel.getByRole('button', { name: 'To the next timer' }).click();
  await expect(line).toHaveCount(0);
  await expect(removal).toHaveCount(0);
});

// Apart from the test above, which holds the clock, so that neither takes three loads of the frame.
test('a shell opened from an address with a paused clock holds the page’s clock paused; giving it back reloads the frame on the real clock', async ({ page }) => {
  await openShell(page, 'scenario=landing&mode=preview&viewport=desktop&panel=clock&sections=hero&clock=paused');
  const panel = page.getByRole('tabpanel', { name: 'Clock' });
  await expect(panel.getByRole('status')).toContainText('Paused');
  await markFrame(page);
  await panel.getByRole('button', { name: 'Give back the clock' }).click();
  await expect(panel.getByRole('button', { name: 'Take the page’s clock' })).toBeVisible();
  await expect.poll(() => addressParam(page, 'clock')).toBeNull();
  await expect.poll(() => frameMarked(page)).toBe(false);
});

test('the Leads panel’s captcha rules: the server asks for an invisible captcha that fails, then passes; the panel lists the refused lead and then the sent one', async ({ page, allowConsoleErrors }) => {
  // The browser logs the captcha demand's 400 answers, and the runtime the failed captcha.
  allowConsoleErrors(/status of 400/, /captcha/);
  const frame = await openShell(page, 'scenario=forms&mode=preview&viewport=desktop&panel=leads&sections=lead');
  const panel = page.getByRole('tabpanel', { name: 'Leads' });
  await panel.getByLabel('Server asks for a captcha').selectOption('invisible');
  await panel.getByLabel('The captcha').selectOption('fail');
  // Each choice goes to the frame by a message; the panel shows it once the frame has taken it.
  await expect(panel.getByLabel('The captcha')).toHaveValue('fail');
  const rules = () => page.frame({ url: /frame\.html/ })!.evaluate(() => (window as unknown as { __sandbox: { leads: { rules(): { captcha: string | null } } } }).__sandbox.leads.rules().captcha);
  await expect.poll(rules).toBe('invisible');

  const form = frame.locator('form').filter({ has: frame.getByRole('button', { name: 'Send request' }) });
  await form.getByLabel('Your name').fill('Ann Lee');
  await form.getByRole('textbox', { name: 'Email' }).fill('ann@example.com');
  await form.getByRole('checkbox', { name: /privacy policy/ }).check();
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('alert')).toHaveText('The captcha check failed, please try again');
  await expect(panel.locator('[data-lead-status="400"]')).toContainText('lead refused (400)');
  await expect(panel.locator('[data-lead-status="400"]')).toContainText('captcha (invisible)');

  await panel.getByLabel('The captcha').selectOption('pass');
  await expect(panel.getByLabel('The captcha')).toHaveValue('pass');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(frame.getByRole('dialog', { name: 'Request received' })).toBeVisible();
  await expect(panel.locator('[data-lead-status="200"]')).toContainText('lead #1');
});

test('the Orders panel’s switch makes the sandbox’s shop drop its shipping methods, so orders get 409 “Shipping not found”', async ({ page }) => {
  await openShell(page, 'scenario=shop&mode=preview&viewport=desktop&panel=orders&sections=catalogue');
  const panel = page.getByRole('tabpanel', { name: 'Orders' });
  await expect(panel).toContainText('No orders yet');
  const dropped = panel.getByRole('checkbox', { name: /Shop dropped its shipping methods/ });
  const sandboxRule = () => page.frame({ url: /frame\.html/ })!.evaluate(() => (window as unknown as { __sandbox: { leads: { rules(): { shippingGone: boolean } } } }).__sandbox.leads.rules().shippingGone);
  await expect(dropped).not.toBeChecked();
  await dropped.check();
  await expect.poll(sandboxRule).toBe(true);
  await expect(dropped).toBeChecked();
  await dropped.uncheck();
  await expect.poll(sandboxRule).toBe(false);
});

test('run mode “As published” shows the scenario as npm run publish writes it: prerendered, hydrated, without the sandbox, and says so in place of the panels', async ({ page, request, baseURL }) => {
  await openShell(page, 'scenario=landing&mode=run&viewport=mobile');
  const asPublished = page.getByRole('checkbox', { name: 'As published' });
  await asPublished.check();
  await expect.poll(() => addressParam(page, 'published')).toBe('1');
  // The published folder (npm test writes it beside the build): the mobile copy, hydrated by the visitor's script.
  const published = page.frameLocator('#published');
  await expect(published.locator('[data-published-viewport="mobile"][data-published-live] .rt-site[data-mode="run"][data-viewport="mobile"]')).toBeVisible();
  await expect(published.locator('[data-published-viewport="desktop"]')).toHaveCount(0);
  await expect(page.locator('#preview')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Published page' })).toContainText('No sandbox runs in it');
  // Admin has no published form: the sandboxed frame comes back, and the box cannot be ticked there.
  await chooseMode(page, 'admin');
  await expect(page.frameLocator('#preview').locator('.rt-site[data-mode="admin"]')).toBeVisible();
  await expect(page.locator('#published')).toHaveCount(0);
  await expect(asPublished).toBeDisabled();
  // Only scenarios are published.
  expect((await request.get(new URL('/published/no-such-page/', baseURL).href)).status()).toBe(404);
});

test('run mode “As published” with a pay link: the published page opens its bill, which the scenario’s backend knows (the demo bills join it)', async ({ page }) => {
  await page.goto('?scenario=landing&mode=run&viewport=desktop&published=1&pay=cash-only');
  const payment = page.frameLocator('#published').getByRole('dialog', { name: 'Payment' });
  await expect(payment).toBeVisible();
  await expect(payment).toContainText('1043');
});

test('run mode “As published” of the shop after the sandboxed frame: the sandbox’s worker, registered for the whole origin, leaves the published page’s requests alone, so its load-more is answered from the shop’s data', async ({ page }) => {
  const products: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/ecommerce/products/') products.push(response.status());
  });
  // The sandboxed frame registers the sandbox's worker; the published page opens under it.
  const frame = await openShell(page, 'scenario=shop&mode=run&viewport=desktop');
  await expect(frame.locator('#catalogue .rt-card').first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'As published' }).check();
  const catalogue = page.frameLocator('#published').locator('[data-published-live] #catalogue');
  const shown = catalogue.locator('.rt-card:not(.rt-catalogue__page[hidden] *)');
  await expect(shown).toHaveCount(9);
  const showMore = catalogue.getByRole('button', { name: 'Show more' });
  await untilHydrated(showMore);
  await clickWhereItRests(showMore);
  // Through the worker, the request reached the server as the worker's own, not the page's: the
  // server could not tell which scenario asked, and answered 404.
  await expect(shown).toHaveCount(18);
  expect(products).toEqual([200]);
});

test('“Open page…” opens a folder npm run publish wrote: its own files, in run mode, hydrated; another mode leaves it', async ({ page }) => {
  await openShell(page, 'scenario=landing&sections=hero&mode=preview&viewport=mobile');
  await page.getByRole('button', { name: 'Open page…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a page' });
  // The preview server lists the folders beside the build, where npm test publishes the landing page (and three others).
  await dialog.getByRole('combobox', { name: 'Published folder' }).selectOption('landing');
  await dialog.getByRole('button', { name: 'Show published folder' }).click();
  await expect.poll(() => addressParam(page, 'folder')).toBe('landing');
  expect(await addressParam(page, 'mode')).toBe('run');
  await expect(page.locator('.shell__caption')).toContainText('Published folder landing');
  const published = page.frameLocator('#published');
  await expect(published.locator('[data-published-viewport="mobile"][data-published-live] .rt-site[data-mode="run"][data-viewport="mobile"]')).toBeVisible();
  await expect(page.locator('#published')).toHaveAttribute('src', '/published-folders/landing/');
  await expect(page.getByRole('complementary', { name: 'Published page' })).toContainText('The folder landing that npm run publish wrote');
  // A published folder is a visitor's page: admin shows the scenario in the sandboxed frame again.
  await chooseMode(page, 'admin');
  await expect(page.frameLocator('#preview').locator('.rt-site[data-mode="admin"]')).toBeVisible();
  expect(await addressParam(page, 'folder')).toBeNull();
});

test('a published folder opens by its address and “Back to scenario” leaves it; the server serves only what is inside a published folder', async ({ page, request, baseURL }) => {
  await page.goto('?scenario=landing&sections=hero&mode=run&viewport=mobile&folder=landing');
  await expect(page.frameLocator('#published').locator('[data-published-live] .rt-site[data-mode="run"]')).toBeVisible();
  await page.getByRole('button', { name: 'Back to scenario' }).click();
  await expect(page.frameLocator('#preview').locator('.rt-site[data-mode="run"]')).toBeVisible();
  expect(await addressParam(page, 'folder')).toBeNull();
  const list = await (await request.get(new URL('/published-folders/', baseURL).href)).json();
  // scripts/test.mjs publishes every scenario there.
  expect(list.folders.map((folder: { name: string }) => folder.name).sort()).toEqual([...SCENARIO_IDS].sort());
  expect((await request.get(new URL('/published-folders/no-such-folder/', baseURL).href)).status()).toBe(404);
  expect((await request.get(new URL('/published-folders/landing/%2e%2e/%2e%2e/package.json', baseURL).href)).status()).toBe(404);
});

test('a published scenario’s API requests are answered by this server from the scenario’s shop data, as the platform would; no other page’s are', async ({ request, baseURL }) => {
  const nextBeans = new URL('/api/ecommerce/products/?projectId=harbor-coffee&categoryId=beans&page=2&limit=9', baseURL).href;
  const fromPublished = await request.get(nextBeans, { headers: { referer: new URL('/published/widgets/', baseURL).href } });
  expect(fromPublished.status()).toBe(200);
  const body = (await fromPublished.json()) as { page: number; products: { id: string }[] };
  expect(body.page).toBe(2);
  expect(body.products).toHaveLength(9);
  // The sandboxed frame's requests are its service worker's to answer: this server leaves them alone.
  const fromFrame = await request.get(nextBeans, { headers: { referer: new URL('/harness/frame.html', baseURL).href } });
  expect(fromFrame.headers()['content-type'] ?? '').not.toMatch(/json/);
});
