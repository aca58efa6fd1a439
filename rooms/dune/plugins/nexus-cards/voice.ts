// NX.bene-gesserit.secret-ally: with the Bene Gesserit not seated, the player gives the Voice to its opponent in its
// next battle this turn, before Prescience (the official FAQ's order; asked with the postures); spent with that battle.
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import type { BattleStage, CurrentBattle } from '../../phases/battle/types.ts';
import { voiceSubjectsIn } from '../../phases/battle/voice.ts';
import { opponentOf } from '../../phases/battle/options.ts';
import { lasting } from './state.ts';

export function openSecretAllyVoice(ctx: Context, battle: CurrentBattle, stage: BattleStage): void {
  if (stage !== 'posture' || ctx.state.factions['bene-gesserit']) return;
  for (const seat of [battle.aggressor, battle.defender]) {
    if (!lasting(ctx.state, 'bene-gesserit-secret-ally', seat)) continue;
    const target = opponentOf(battle, seat);
    // HW.wallach-ix.occupied: Wallach IX's occupier and its ally are immune to any Voice.
    if (plugins().some((p) => p.immuneToVoice?.(ctx.state, target) ?? false)) continue;
    ctx.open({ kind: 'voice', seat, target, subjects: voiceSubjectsIn(ctx.state) });
  }
}
