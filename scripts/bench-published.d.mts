/** Types of scripts/bench-published.mjs, for its unit test. */
export function hydrationScriptFiles(html: string, chunks: { file: string; facade?: string | null; imports?: string[] }[]): string[];
export function withoutScripts(html: string): string;
export function publishedBench(options: { root: string; browserPath: string | undefined; firstPort?: number }): Promise<void>;
