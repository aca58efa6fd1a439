// Asking the installed plug-ins (or their view rules, or their answers) a question in the root's order, the first one
// with an answer wins: one piece for every extension point of that kind.

/** The first answer of `items` to `ask` that is neither null nor undefined, in order; null when none answers. */
export function firstAnswer<T, R>(items: readonly T[], ask: (item: T) => R | null | undefined): R | null {
  for (const item of items) {
    const answer = ask(item);
    if (answer !== null && answer !== undefined) return answer;
  }
  return null;
}
