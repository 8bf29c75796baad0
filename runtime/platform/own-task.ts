/**
 * Runs `work` in a task of its own, once the browser has had its turn (input, a frame): for
 * start-up work that may each be long, so that several of them are several short tasks rather
 * than one long one (the sliders' Swipers of a page, started in one commit's effects, were one
 * task of 70–90 ms at 4× CPU on a phone). Returns the cancel.
 *
 * Not a timer: it waits for no duration, so it does not go through the runtime clock, and a
 * paused clock (a test's, the harness's) does not hold it. A message channel's task is what
 * React's own scheduler yields with.
 */
export function inOwnTask(work: () => void): () => void {
  const channel = new MessageChannel();
  let cancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) work();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}
