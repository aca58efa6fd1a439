// Forces leaving a battle's site: to the Tanks (announced as lost) or back to reserves. Shared by the battle's
// aftermath and by effects that settle some losses later (LS.diplomat.battle's retreat).
import { removeForces } from '../../board/forces.ts';
import type { Context } from '../../context.ts';
import type { Faction, ForceCount } from '../../types.ts';
import type { BattleSite } from './types.ts';
import { offBoardFighters } from './hooks.ts';
import { exposeTokens } from '../../board/token-exposure.ts';
import { playsEdition } from '../../rules-edition.ts';

/** A faction's stacks (or everyone's) in the battle's site. */
export function stacksIn(ctx: Context, site: BattleSite, faction?: Faction) {
  return ctx.state.forces.filter((s) => s.territory === site.territory && site.sectors.includes(s.sector) && (faction === undefined || s.faction === faction));
}

/**
 * Takes `count` fighters (or all of them when null, and advisors too when `everything`) of a faction out of the
 * site, to the Tanks or (Harass and Withdraw) back to reserves. Returns how many were taken.
 */
export function takeForces(ctx: Context, site: BattleSite, faction: Faction, count: number | null, to: 'tanks' | 'reserves', everything = false): ForceCount {
  // HW.battle: a native's forces on its homeworld are its reserves there (going home leaves them where they are).
  const held = offBoardFighters(ctx.state, faction, site.territory);
  if (held) return to === 'tanks' ? held.lose(ctx, count) : { regular: 0, elite: 0 };
  // A concealed token of the faction's there (RI.no-field) is revealed before its forces go (rules edition 10): a third
  // party's in an explosion, the army of an Occupy battle lost beside the one that fought. A side that fought with it
  // revealed it with the plans already.
  if (playsEdition(ctx.state, 10)) exposeTokens(ctx, site.territory, site.sectors, 'battle', faction);
  let left = count ?? Infinity;
  const taken = { regular: 0, elite: 0 };
  for (const stack of stacksIn(ctx, site, faction).map((s) => ({ ...s }))) {
    const regular = Math.min(stack.regular, left);
    left -= regular;
    const elite = Math.min(stack.elite, left);
    left -= elite;
    const advisors = everything ? stack.advisors : 0;
    if (regular + elite + advisors === 0) continue;
    removeForces(ctx.state, stack, { regular, elite, advisors }, to);
    // Advisors count as ordinary forces once off the board.
    taken.regular += regular + advisors;
    taken.elite += elite;
  }
  return taken;
}

/** Forces out of the site to the Tanks, announced as lost there. */
export function loseForces(ctx: Context, site: BattleSite, faction: Faction, count: number | null, everything = false): ForceCount {
  const lost = takeForces(ctx, site, faction, count, 'tanks', everything);
  if (lost.regular + lost.elite > 0) ctx.emit({ type: 'forces-lost', faction, territory: site.territory, count: lost.regular + lost.elite });
  return lost;
}

/** Harass and Withdraw: a side's forces still in the site go back to its reserves, announced as withdrawn. */
export function sendHome(ctx: Context, site: BattleSite, faction: Faction): void {
  const home = takeForces(ctx, site, faction, null, 'reserves');
  const count = home.regular + home.elite;
  if (count > 0) ctx.emit({ type: 'forces-withdrawn', faction, territory: site.territory, count });
}
