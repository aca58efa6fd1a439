// DS.card: a Discovery card revealed in the Spice Blow devastates its territory first — every force there, the
// Fremen's too, goes to the Tanks and its spice to the bank — then blows its 6 spice as a Territory Card (the core's),
// and lays a token of its kind, drawn at random from that pile, face down in the territory it names. The kind and the
// place are public; which token it is, the Fremen see of a Hiereg and the Guild of a Smuggler (DS.look). A pile run
// out lays nothing; a token still face down there keeps its place and none is laid beside it.
import { removeForces } from '../../board/forces.ts';
import { takeSpice } from '../../board/spice.ts';
import { exposeTokens } from '../../board/token-exposure.ts';
import type { SpiceCard } from '../../cards/spice.ts';
import type { Context } from '../../context.ts';
import type { Faction } from '../../types.ts';
import { discoveryOf } from './state.ts';
import type { DiscoveryKind } from './types.ts';

/** Who sees a face-down token of each kind (DS.look). */
export const SEER: Record<DiscoveryKind, Faction> = { hiereg: 'fremen', smuggler: 'guild' };

function devastate(ctx: Context, card: SpiceCard): void {
  const { state } = ctx;
  const territory = card.territory!;
  for (const f of new Set(state.forces.filter((s) => s.territory === territory).map((s) => s.faction))) exposeTokens(ctx, territory, null, 'discovery', f);
  const lost = new Map<Faction, number>();
  for (const stack of state.forces.filter((s) => s.territory === territory)) {
    const count = stack.regular + stack.elite + stack.advisors;
    removeForces(state, stack, { regular: stack.regular, elite: stack.elite, advisors: stack.advisors }, 'tanks');
    lost.set(stack.faction, (lost.get(stack.faction) ?? 0) + count);
  }
  let spice = 0;
  for (const s of state.spice.filter((x) => x.territory === territory)) spice += takeSpice(state, territory, s.sector);
  const forces = state.seating.filter((f) => lost.has(f)).map((faction) => ({ faction, count: lost.get(faction)! }));
  ctx.emit({ type: 'discovery-devastation', territory, forces, spice });
}

function lay(ctx: Context, card: SpiceCard): void {
  const part = discoveryOf(ctx.state)!;
  const { token: kind, site } = card.discovery!;
  if (part.laid.some((t) => t.site === site)) return;
  const token = part.piles[kind].shift();
  if (token === undefined) {
    ctx.emit({ type: 'discovery-pile-empty', kind });
    return;
  }
  part.laid.push({ token, kind, site });
  ctx.emit({ type: 'discovery-token-laid', site, kind });
  const seer = SEER[kind];
  if (ctx.state.factions[seer]) ctx.emit({ type: 'discovery-token-seen', site, token }, seer);
}

/** Before a Discovery card's blow: its devastation, then its token. */
export function discoveryCardRevealed(ctx: Context, card: SpiceCard): void {
  if (!card.discovery || !discoveryOf(ctx.state)) return;
  devastate(ctx, card);
  lay(ctx, card);
}
