/** For form01's unit tests: a form01 element "lead" (form 7, group g1) with these fields and data. */
export function leadForm(fields: unknown[], data: Record<string, unknown> = {}): Form01Element {
  return { id: 'lead', type: 'form01', data: Form01DataSchema.parse({ formId: 7, groupId: 'g1', fields, ...data }) };
}

/**
 * For form01's unit tests: a request helper that keeps every lead it is sent and answers each with
 * the next of `answers` (made when the lead comes), or an accepted lead once they run out.
 */
import { createRequest, type RequestFunction } from '../platform/request';
import { Form01DataSchema, type Form01Element } from '../page/page-schema';

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
