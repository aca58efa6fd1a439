// What the Discovery variant shows. Every viewer: where tokens lie face down and their kind, the piles' sizes, the
// places revealed, the tokens gone. A seat: the face-down tokens it may look at (DS.look: the Fremen every Hiereg, the
// Guild every Smuggler; DS.reveal: the one it is asked about, while asked).
import type { Faction, GameState } from '../../types.ts';
import { SEER } from './blow.ts';
import { discoveryOf } from './state.ts';
import type { DiscoveryPrivateViewPart, DiscoveryState, DiscoveryViewPart } from './types.ts';

export function discoveryView(state: GameState): DiscoveryViewPart {
  const part = discoveryOf(state);
  if (!part) return { discovery: null };
  return {
    discovery: {
      laid: part.laid.map((t) => ({ site: t.site, kind: t.kind })),
      piles: { hiereg: part.piles.hiereg.length, smuggler: part.piles.smuggler.length },
      locations: part.locations.map((l) => ({ ...l })),
      gone: [...part.gone],
      flight: part.flight ? { ...part.flight } : null,
    },
  };
}

export function discoveryPrivateView(state: GameState, faction: Faction): DiscoveryPrivateViewPart {
  const part = discoveryOf(state);
  if (!part) return { discoveries: [] };
  // Asked, the seat may look, even while another question holds the game (its decision suspended).
  const open = [...state.pending, ...(state.suspended?.pending ?? [])];
  const asked = new Set(open.flatMap((d) => (d.kind === 'discovery-reveal' && d.seat === faction ? [d.site] : [])));
  const seen = part.laid.filter((t) => SEER[t.kind] === faction || asked.has(t.site));
  return { discoveries: seen.map((t) => ({ site: t.site, token: t.token })) };
}

/** Custody: every token dealt is in exactly one place (a pile, face down on the board, a place revealed, kept, gone). */
export function discoveryCustodyProblems(state: GameState): string[] {
  const part: DiscoveryState | null = discoveryOf(state);
  if (!part) return [];
  const all = [
    ...part.piles.hiereg,
    ...part.piles.smuggler,
    ...part.laid.map((t) => t.token),
    ...part.locations.map((l) => l.place),
    ...part.gone,
    ...(part.flight ? (['ornithopter'] as const) : []),
  ];
  const twice = all.filter((t, i) => all.indexOf(t) !== i);
  return twice.length > 0 ? [`Discovery tokens in two places: ${[...new Set(twice)].join(', ')}`] : [];
}
