// What the Nexus cards show: to everyone the pile's size, the discards (face up), who holds a card and the effects that
// last; to a holder alone, its card.
import { cloneJson } from '../../clone.ts';
import type { PluginPrivatePart, PluginViewPart } from '../../extension-points.ts';
import type { Faction, GameState } from '../../types.ts';
import { nexusOf } from './state.ts';

export function nexusView(state: GameState): PluginViewPart {
  const part = nexusOf(state);
  if (!part) return {};
  const holders = state.seating.filter((f) => part.held[f] !== undefined);
  return {
    nexusCards: {
      deck: part.deck.length,
      discard: [...part.discard],
      holders,
      lasting: cloneJson(part.lasting),
      lastWin: part.lastWin ? { ...part.lastWin } : null,
      lastBuyer: part.bought?.faction ?? null,
      emptyWorm: part.emptyWorm ?? null,
      lastPaid: part.lastPaid ? { for: part.lastPaid.for, payer: part.lastPaid.payer, amount: part.lastPaid.amount, paidTo: part.lastPaid.paidTo } : null,
    },
  };
}

export function nexusPrivateView(state: GameState, faction: Faction): PluginPrivatePart {
  const part = nexusOf(state);
  return { nexusCard: part?.held[faction] ?? null, nexusBought: part?.bought?.faction === faction ? part.bought.card : null };
}
