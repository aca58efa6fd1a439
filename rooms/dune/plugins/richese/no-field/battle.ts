// The No-Field in battle. RI.no-field.limits: a side fighting where its face-down token stands may dial the forces it
// has there besides the token and those the token stands for, as far as its reserves go; RI.no-field.prescience: the
// Prescience may not ask for its dial; RI.no-field.reveal: the token is revealed with the battle plans, its forces
// taking its place before the battle is resolved.
import type { Context } from '../../../context.ts';
import type { BattleStage, CurrentBattle, PrescienceElement } from '../../../phases/battle/types.ts';
import type { Draft, Faction } from '../../../types.ts';
import { RICHESE } from '../state.ts';
import { dialedArmy } from '../../../phases/battle/hooks.ts';
import { playsEdition } from '../../../rules-edition.ts';
import { noFieldOn, revealNoField, tokenForces, tokenIn } from './token.ts';

/** Whether `side`'s plan dials Richese's forces: Richese's own, or (EC.occupy, rules edition 10) its ally Ecaz's. */
const dialsRichese = (state: Draft, battle: CurrentBattle, side: Faction): boolean =>
  side === RICHESE || (playsEdition(state, 10) && dialedArmy(state, battle, side) === RICHESE);

/** Whether Richese's forces fight this battle with its face-down token among them. */
function noFieldBattle(state: Draft, battle: CurrentBattle): boolean {
  return (
    (dialsRichese(state, battle, battle.aggressor) || dialsRichese(state, battle, battle.defender)) &&
    tokenIn(noFieldOn(state), battle.territory, battle.sectors)
  );
}

export function noFieldDialLimit(state: Draft, faction: Faction, battle: CurrentBattle, counted: number): number | null {
  if (faction !== RICHESE || !noFieldBattle(state, battle)) return null;
  return counted - 1 + tokenForces(state, noFieldOn(state)!);
}

export const noFieldPrescience = (state: Draft, battle: CurrentBattle, target: Faction): readonly PrescienceElement[] =>
  dialsRichese(state, battle, target) && noFieldBattle(state, battle) ? ['dial'] : [];

export function noFieldAtBattleStage(ctx: Context, battle: CurrentBattle, stage: BattleStage): void {
  if (stage === 'reveal' && noFieldBattle(ctx.state, battle)) revealNoField(ctx, 'battle');
}
