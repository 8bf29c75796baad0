/** Types of scripts/scenario-backend.mjs, for the harness's server (harness/published-pages.ts). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_PATH: RegExp;
export function scenarioBackend(id: string): Promise<(request: Request) => Promise<Response | undefined>>;
export function fetchRequestOf(request: IncomingMessage, origin: string): Promise<Request>;
export function sendFetchResponse(request: IncomingMessage, response: ServerResponse, answered: Response): Promise<void>;
