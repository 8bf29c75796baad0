/**
 * The form "code" action (spec 002 §7; DESIGN.md §6): the owner's script, run with the form data,
 * in preview and run only. It runs in a sandboxed iframe with scripts but no same-origin access, so
 * it cannot reach the page, its storage or its cookies, and a throw or a loop of its own cannot
 * break the form: the page only hears back whether it finished or threw.
 */

export type CodeResult = { ok: true } | { ok: false; message: string };

/** The frame's own listener: it runs the code it is sent and answers with the outcome. */
const FRAME_SOURCE = `<!doctype html><script>
addEventListener('message', function (event) {
  var answer;
  try { new Function('data', event.data.code)(event.data.data); answer = { formCode: 'ok' }; }
  catch (error) { answer = { formCode: 'error', message: String(error && error.message || error) }; }
  parent.postMessage(answer, '*');
});
</script>`;

export function runIsolatedCode(doc: Document, code: string, data: Record<string, unknown>): Promise<CodeResult> {
  const view = doc.defaultView;
  if (!view) return Promise.resolve({ ok: false, message: 'no window to run the script in' });
  return new Promise((resolve) => {
    const frame = doc.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.setAttribute('aria-hidden', 'true');
    frame.setAttribute('tabindex', '-1');
    frame.dataset.formCode = '';
    frame.style.display = 'none';
    frame.srcdoc = FRAME_SOURCE;
    const finish = (result: CodeResult) => {
      view.removeEventListener('message', onMessage);
      frame.remove();
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow) return;
      const answer: unknown = event.data;
      const ok = typeof answer === 'object' && answer !== null && 'formCode' in answer && answer.formCode === 'ok';
      const message = typeof answer === 'object' && answer !== null && 'message' in answer && typeof answer.message === 'string' ? answer.message : 'the script failed';
      finish(ok ? { ok: true } : { ok: false, message });
    };
    view.addEventListener('message', onMessage);
    frame.addEventListener('load', () => frame.contentWindow?.postMessage({ code, data }, '*'), { once: true });
    doc.body.append(frame);
  });
}
