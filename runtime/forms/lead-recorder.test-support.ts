/**
 * For form01's unit tests: a request helper that keeps every lead it is sent and answers each with
 * the next of `answers` (made when the lead comes), or an accepted lead once they run out.
 */
import { createRequest, type RequestFunction } from '../platform/request';

export function leadRecorder(answers: (() => Response)[] = [], accepted = { lead_id: 5, pay: [] }): { request: RequestFunction; sent: Record<string, unknown>[] } {
  const sent: Record<string, unknown>[] = [];
  const request = createRequest({
    fetch: (_url, init) => {
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      const answer = answers.shift() ?? (() => new Response(JSON.stringify(accepted), { status: 200 }));
      return Promise.resolve(answer());
    },
    navigate: () => undefined,
  });
  return { request, sent };
}
