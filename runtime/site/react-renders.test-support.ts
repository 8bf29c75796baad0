/**
 * Which components React rendered again, read from the commits React DOM reports to the DevTools
 * hook. The hook must be in place before react-dom loads: import this module first, in a test file
 * that runs in a process of its own (an `// own process:` comment; in a shared worker react-dom is
 * already loaded and never sees the hook).
 */

// The tests that read renders step with React's own act, which warns on stderr unless the
// environment says it is a test one (Testing Library's helpers say so only while they run).
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

interface Fiber {
  type: unknown;
  flags: number;
  subtreeFlags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

/** React's fiber flag for a component whose function (or class render) ran in the commit. */
const PERFORMED_WORK = 1;

/** Per commit, the components that rendered again (mounts aside), by name. */
const commits: string[][] = [];

function componentName(type: unknown): string | null {
  if (typeof type === 'function') return (type as { displayName?: string; name: string }).displayName || (type as { name: string }).name || 'anonymous';
  // memo() and forwardRef() wrap the component.
  if (type && typeof type === 'object') {
    const inner = (type as { type?: unknown }).type ?? (type as { render?: unknown }).render;
    if (inner) return componentName(inner);
  }
  return null;
}

(globalThis as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  isDisabled: false,
  renderers: new Map(),
  inject: () => 1,
  checkDCE() {},
  onScheduleFiberRoot() {},
  onPostCommitFiberRoot() {},
  onCommitFiberUnmount() {},
  onCommitFiberRoot(_id: number, root: { current: Fiber }) {
    const rendered: string[] = [];
    const stack: Fiber[] = [root.current];
    while (stack.length > 0) {
      const fiber = stack.pop()!;
      const name = componentName(fiber.type);
      if (fiber.flags & PERFORMED_WORK && name && fiber.alternate !== null) rendered.push(name);
      if (fiber.subtreeFlags & PERFORMED_WORK) for (let child = fiber.child; child; child = child.sibling) stack.push(child);
    }
    commits.push(rendered);
  },
};

/**
 * The components React rendered again (mounts aside) while `step` ran, with how many times, by name.
 * A step that re-renders always commits the root, so one that recorded no commit throws: react-dom
 * loaded before the hook (this module imported late, or in a shared worker), and an empty tally
 * would pass for "nothing rendered again".
 */
export function rendersAgainDuring(step: () => void): Record<string, number> {
  const from = commits.length;
  step();
  const recorded = commits.slice(from);
  if (recorded.length === 0) throw new Error('no React commit was recorded while the step ran: react-dom loaded before the DevTools hook (import react-renders.test-support first, in a test file with a process of its own)');
  const tally: Record<string, number> = {};
  for (const commit of recorded) for (const name of commit) tally[name] = (tally[name] ?? 0) + 1;
  return tally;
}

/** The site's frame: it takes the mode (the root's data-mode) and passes the page's parts on unchanged. */
export const SITE_FRAME = ['Site', 'RuntimeProvider', 'SiteRoot'];

/** The components inside the runtime's provider that rendered again while `step` ran (the provider renders with its new mode). */
export const belowProviderDuring = (step: () => void): string[] => Object.keys(rendersAgainDuring(step)).filter((name) => name !== 'RuntimeProvider');
