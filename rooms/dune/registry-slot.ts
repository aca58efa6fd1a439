// Where a registry keeps what a composition root installed: in the registry module itself. A copy of the engine's code
// that a loader or a bundler makes (tsx loads a second copy for a dynamic import of a file the static graph already
// loaded; the SDK and the web app bundle their own) keeps its own registry, and works only once a root of its own
// graph installed it: sharing one installation between copies was tried and made a copy run the other's plug-in
// objects against its own caches and classes, which changed a bot game's answers.
export interface RegistrySlot<T> {
  get(): T | undefined;
  set(value: T): void;
}

export function registrySlot<T>(): RegistrySlot<T> {
  let value: T | undefined;
  return {
    get: () => value,
    set: (next) => {
      value = next;
    },
  };
}

/**
 * Whether a registry that holds `installed` takes `incoming`: yes when it holds nothing yet; no when it holds the same
 * plug-ins (a root loaded again, or the other root installing the same view rules, changes nothing); another list
 * would be another rule set in one process, which is refused.
 */
export function takesInstall(installed: readonly { name: string }[] | undefined, incoming: readonly { name: string }[], what: string): boolean {
  if (installed === undefined) return true;
  if (installed.length === incoming.length && installed.every((p, i) => p.name === incoming[i]!.name)) return false;
  throw new Error(`${what} of other plug-ins are already installed`);
}

/**
 * The installed objects with one hidden shape: each has every key any of them has, in one order (undefined where it
 * has none). The core asks every plug-in for each hook, often in its innermost loops; objects of one shape keep those
 * property reads monomorphic, so that the length of the list costs little.
 */
export function oneShape<T extends object>(items: readonly T[]): T[] {
  const keys = [...new Set(items.flatMap((item) => Object.keys(item)))].sort();
  return items.map((item) => {
    const shaped = {} as T;
    // Copied as declared: a getter stays a getter (a test's plug-in varies what it gives).
    for (const key of keys)
      Object.defineProperty(
        shaped,
        key,
        Object.getOwnPropertyDescriptor(item, key) ?? { value: undefined, writable: true, enumerable: true, configurable: true },
      );
    return shaped;
  });
}
