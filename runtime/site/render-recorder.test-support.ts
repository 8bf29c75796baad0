/**
 * The commits React DOM reports to the DevTools hook, for the tests that count renders
 * (react-renders.test-support.ts). React DOM takes the hook it finds as it loads, so the hook must
 * be in place first: the unit tests' setup file (tests/support/vitest-setup.ts) imports this module
 * before anything else, in every worker, and the files that count renders share a worker with the
 * others (each had a process of its own, some 2 CPU-s apiece). It records only while a step is
 * counted: every other commit costs one check.
 *
 * What it records is kept on the hook itself, not in this module: a file that resets the module
 * registry (`vi.resetModules`) gets a new copy of this module, while React DOM keeps the hook it
 * was given.
 */

interface Fiber {
  type: unknown;
  flags: number;
  subtreeFlags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

/** The DevTools hook as React DOM calls it, with the commits of the step being counted, if any. */
interface RecorderHook {
  supportsFiber: true;
  isDisabled: false;
  renderers: Map<number, unknown>;
  inject(): number;
  checkDCE(): void;
  onScheduleFiberRoot(): void;
  onPostCommitFiberRoot(): void;
  onCommitFiberUnmount(): void;
  onCommitFiberRoot(id: number, root: { current: Fiber }): void;
  /** Per commit while a step is counted, the components that rendered again (mounts aside), by name; null between steps. */
  counted: string[][] | null;
}

/** React's fiber flag for a component whose function (or class render) ran in the commit. */
const PERFORMED_WORK = 1;

function componentName(type: unknown): string | null {
  if (typeof type === 'function') return (type as { displayName?: string; name: string }).displayName || (type as { name: string }).name || 'anonymous';
  // memo() and forwardRef() wrap the component.
  if (type && typeof type === 'object') {
    const inner = (type as { type?: unknown }).type ?? (type as { render?: unknown }).render;
    if (inner) return componentName(inner);
  }
  return null;
}

/** The components of a commit that rendered again (mounts aside), by name. */
function renderedAgain(root: { current: Fiber }): string[] {
  const rendered: string[] = [];
  const stack: Fiber[] = [root.current];
  while (stack.length > 0) {
    const fiber = stack.pop()!;
    const name = componentName(fiber.type);
    if (fiber.flags & PERFORMED_WORK && name && fiber.alternate !== null) rendered.push(name);
    if (fiber.subtreeFlags & PERFORMED_WORK) for (let child = fiber.child; child; child = child.sibling) stack.push(child);
  }
  return rendered;
}

const global = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: RecorderHook };

// Once per worker: the setup file runs again for each file, and React DOM keeps the hook it found.
global.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
  supportsFiber: true,
  isDisabled: false,
  renderers: new Map(),
  inject: () => 1,
  checkDCE() {},
  onScheduleFiberRoot() {},
  onPostCommitFiberRoot() {},
  onCommitFiberUnmount() {},
  onCommitFiberRoot(_id, root) {
    this.counted?.push(renderedAgain(root));
  },
  counted: null,
};

/** Per commit made while `step` ran, the components that rendered again (mounts aside), by name. */
export function commitsDuring(step: () => void): string[][] {
  const hook = global.__REACT_DEVTOOLS_GLOBAL_HOOK__!;
  const counted: string[][] = [];
  hook.counted = counted;
  try {
    step();
  } finally {
    hook.counted = null;
  }
  return counted;
}
