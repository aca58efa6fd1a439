// Per-key serialization inside this process (shared by every FileStore instance, so two instances on the same
// folder queue instead of spinning on the cross-process guard file).

const tails = new Map<string, Promise<unknown>>();

export async function serialized<T>(key: string, section: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(section, section);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
