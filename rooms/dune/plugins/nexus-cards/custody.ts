// NX.deck: the twelve cards are always somewhere — the pile, the discards or one holder's hand — each once.
import { FACTIONS, type Draft } from '../../types.ts';
import { nexusOf } from './state.ts';

export function nexusCustodyProblems(state: Draft): string[] {
  const part = nexusOf(state);
  if (!part) return [];
  const all = [...part.deck, ...part.discard, ...Object.values(part.held)];
  const problems: string[] = [];
  for (const card of FACTIONS) {
    const n = all.filter((c) => c === card).length;
    if (n !== 1) problems.push(`the ${card} Nexus card is in ${n} places`);
  }
  if (all.length !== FACTIONS.length) problems.push(`${all.length} Nexus cards where there are ${FACTIONS.length}`);
  return problems;
}
