// IT.tech.setup: once the first storm is placed (storm order known), each seated native takes its own token; the
// others are shuffled and dealt one each, in storm order, to factions holding none. Tokens left over (fewer such
// factions than tokens) stay out of the game.
import type { Context } from '../../context.ts';
import { shuffled } from '../../rng.ts';
import { stormOrder } from '../../storm-order.ts';
import type { Faction } from '../../types.ts';
import { NATIVE, TECH_TOKENS, type TechToken } from './catalog.ts';

export function dealTechTokens(ctx: Context): void {
  const tokens = ctx.state.techTokens!;
  const seated = (f: string): f is Faction => (ctx.state.seating as readonly string[]).includes(f);
  const holders: Partial<Record<TechToken, Faction>> = {};
  for (const t of TECH_TOKENS) {
    const native = NATIVE[t];
    if (seated(native)) holders[t] = native;
  }
  const rest = shuffled(
    ctx.state.rng,
    TECH_TOKENS.filter((t) => holders[t] === undefined),
  );
  const held = new Set(Object.values(holders));
  for (const f of stormOrder(ctx.state)) {
    if (rest.length === 0) break;
    if (!held.has(f)) holders[rest.shift()!] = f;
  }
  ctx.state.techTokens = { ...tokens, holders };
  ctx.emit({ type: 'tech-tokens-dealt', holders: { ...holders } });
}
