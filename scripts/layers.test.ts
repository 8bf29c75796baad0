/**
 * The layer rules of eslint.config.js, proven on planted code: an upward import, the runtime
 * reaching for the sandbox, a domain entered past its index.ts, and raw side effects in the
 * runtime are errors; the same imports in the allowed direction are not. The planted files are
 * linted in memory under real paths, so the rules see them where such code would live.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('layer rules (eslint-plugin-boundaries and the side-effect rules)', () => {
  it('a kernel file importing the composition root above it is an error', async () => {
    expect(await ruleIds('runtime/core/planted.ts', "import { Site } from '../site/Site';\nexport const planted = Site;\n")).toContain('boundaries/dependencies');
  });

  it('the same import downward (the site importing the kernel) is allowed', async () => {
    expect(await ruleIds('runtime/site/planted.ts', "import { MODES } from '../core/policies';\nexport const planted = MODES;\n")).not.toContain('boundaries/dependencies');
  });

  it('the runtime never imports the sandbox, the harness or the scenarios', async () => {
    for (const target of ['../../sandbox/sandbox', '../../harness/url-state', '../../scenarios/test-seed']) {
      expect(await ruleIds('runtime/cart/planted.ts', `import * as planted from '${target}';\nexport { planted };\n`)).toContain('boundaries/dependencies');
    }
  });

  it('a domain is entered through its index.ts', async () => {
    expect(await ruleIds('runtime/catalogue/planted.ts', "import { createCartStore } from '../cart/cart-store';\nexport const planted = createCartStore;\n")).toContain('boundaries/dependencies');
    expect(await ruleIds('runtime/catalogue/planted.ts', "import { countInCart } from '../cart';\nexport const planted = countInCart;\n")).not.toContain('boundaries/dependencies');
  });

  it('raw fetch, storage, address, history and timers in the runtime are errors', async () => {
    const code = ["fetch('/x');", "localStorage.getItem('x');", 'window.location.hash;', 'history.back();', 'setTimeout(() => 0, 1);', 'setInterval(() => 0, 1);'];
    for (const line of code) expect(await ruleIds('runtime/elements/planted.ts', `${line}\nexport {};\n`), line).not.toEqual([]);
  });
});
