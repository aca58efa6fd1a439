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
