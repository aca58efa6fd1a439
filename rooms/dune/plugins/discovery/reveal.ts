// DS.reveal: once the spice is collected, each token face down is put, in the order laid, to the factions with
// fighters in its territory (any sector; advisors do not count), one at a time in storm order: the faction asked may
// look at it (its private view shows it while asked) and reveal it, or pass, and the next is asked; the first reveal
// settles it. A revealed stash acts for its revealer and leaves the game (stashes.ts); a place token becomes its
// place, inside that territory, for the rest of the game. Every question names only public facts.
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { stormOrder } from '../../storm-order.ts';
import { fightersIn } from '../../victory.ts';
import type { Draft, Faction, TerritoryId } from '../../types.ts';
import { isDiscoveredPlace } from '../../board/discoveries.ts';
import { openStash } from './stashes.ts';
import { discoveryOf } from './state.ts';
import type { LaidToken } from './types.ts';

/** The factions asked about a token, in storm order. */
const askedAbout = (state: Draft, site: TerritoryId): Faction[] => stormOrder(state).filter((f) => fightersIn(state, f, site) > 0);

/** Asks the next question: from the token at `index` on, about that one only those after `after` in storm order. */
function askNext(ctx: Context, index: number, after: Faction | null): void {
  const laid = discoveryOf(ctx.state)!.laid;
  for (let i = index; i < laid.length; i++) {
    const token = laid[i]!;
    const asked = askedAbout(ctx.state, token.site);
    const next = i === index && after !== null ? asked.slice(asked.indexOf(after) + 1)[0] : asked[0];
    if (next) {
      ctx.open({ kind: 'discovery-reveal', seat: next, site: token.site, tokenKind: token.kind });
      return;
    }
  }
}

/** After the collection: the first question. */
export function openReveals(ctx: Context): void {
  if (discoveryOf(ctx.state)) askNext(ctx, 0, null);
}

function reveal(ctx: Context, faction: Faction, at: LaidToken): void {
  const part = discoveryOf(ctx.state)!;
  part.laid = part.laid.filter((t) => t !== at);
  ctx.emit({ type: 'discovery-token-revealed', faction, site: at.site, token: at.token });
  if (openStash(ctx, faction, at.token)) {
    part.gone.push(at.token);
    return;
  }
  if (isDiscoveredPlace(at.token)) part.locations.push({ place: at.token, on: at.site, turn: ctx.state.turn });
  // DS.ornithopter: its revealer keeps it for a later turn's move.
  if (at.token === 'ornithopter') part.flight = { faction, turn: ctx.state.turn };
}

export const discoveryReveal: ActionHandler<'discovery-reveal'> = {
  type: 'discovery-reveal',
  rule: 'DS.reveal',
  check: (_state, _decision, action) => (typeof action.reveal === 'boolean' ? null : 'reveal is true or false'),
  apply(ctx, decision, action) {
    ctx.close(decision);
    const part = discoveryOf(ctx.state)!;
    const index = part.laid.findIndex((t) => t.site === decision.site);
    if (action.reveal) {
      // The token leaves the list: the next one takes its index.
      reveal(ctx, decision.seat, part.laid[index]!);
      askNext(ctx, index, null);
      return;
    }
    ctx.emit({ type: 'discovery-token-passed', faction: decision.seat, site: decision.site });
    askNext(ctx, index, decision.seat);
  },
};
