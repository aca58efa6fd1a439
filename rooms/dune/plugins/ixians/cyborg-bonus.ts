// IX.karama-abilities.cyborgs: a Karama played beforehand (3.01.11.02, the free action karama-prevent) stops the Cyborgs'
// bonus in the Ixians' next battle: as its plans are asked, the prevention is spent and their Cyborgs count one force
// each there (spice or none), until the battle ends. Played in the open, so the Ixians plan knowing it.
import type { Context } from '../../context.ts';
import { consumePrevention } from '../../karama/prevent.ts';
import type { BattleStage, CurrentBattle } from '../../phases/battle/types.ts';
import type { Draft, Faction } from '../../types.ts';
import { IXIANS, ixiansOf } from './state.ts';

/** At the Ixians' battle's stages: the prevention spent as plans are asked, the effect over as the battle ends. */
export function cyborgBonusStage(ctx: Context, battle: CurrentBattle, stage: BattleStage): void {
  const part = ctx.state.ixians;
  if (!part || (battle.aggressor !== IXIANS && battle.defender !== IXIANS)) return;
  if (stage === 'plans' && !part.cyborgsNegated && consumePrevention(ctx, 'ixians-cyborg-bonus')) ctx.state.ixians = { ...part, cyborgsNegated: true };
  if (stage === 'end' && part.cyborgsNegated) {
    const { cyborgsNegated: _done, ...rest } = ixiansOf(ctx.state);
    ctx.state.ixians = rest;
  }
}

/** Whether the Ixians' Cyborgs count one each in the battle under way. */
export const cyborgsNegated = (state: Draft, faction: Faction): boolean => faction === IXIANS && state.ixians?.cyborgsNegated === true;
