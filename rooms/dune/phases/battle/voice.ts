// 2.02.06 VOICE (and 2.02.07 for an ally): before plans are revealed, the Bene Gesserit command the opponent to
// play or not play a kind of card. The command binds the plan (plan-rules.ts) unless cancelled by Karama.
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import { useOf } from '../../karama/abilities.ts';
import type { ActionHandler } from '../handler.ts';
import { currentBattle } from './options.ts';
import { powerTarget } from './powers.ts';
import { boxFor } from '../../cards/treachery.ts';
import { mayAnswer } from './cards.ts';
import { VOICE_SUBJECTS, type VoiceSubject } from './types.ts';
import type { Draft } from '../../types.ts';
import { isRecord } from '../../action-shape.ts';
import { rulesEdition } from '../../rules-edition.ts';

/** The subjects the Voice may name in this game: those some card of the game's sets answers to. */
export function voiceSubjectsIn(state: Draft): VoiceSubject[] {
  const box = boxFor(state.config.cards, rulesEdition(state));
  return VOICE_SUBJECTS.filter((s) => box.some((c) => mayAnswer(c.id, s)));
}

export function openVoice(ctx: Context): void {
  const target = powerTarget(ctx.state, currentBattle(ctx.state), 'bene-gesserit');
  // HW.wallach-ix.occupied: Wallach IX's occupier and its ally are immune.
  if (target === null || plugins().some((p) => p.immuneToVoice?.(ctx.state, target) ?? false)) return;
  ctx.open({ kind: 'voice', seat: 'bene-gesserit', target, subjects: voiceSubjectsIn(ctx.state) });
}

export const voice: ActionHandler<'voice'> = {
  type: 'voice',
  rule: '2.02.06',
  check(_state, decision, action) {
    if (action.command === null) return null;
    if (!isRecord(action.command)) return 'command is null or { subject, … }';
    return decision.subjects.includes(action.command.subject) ? null : `name one of ${decision.subjects.join(', ')}`;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (action.command !== null) currentBattle(ctx.state).voice = { target: decision.target, command: { ...action.command } };
    // NX.bene-gesserit.secret-ally: another seat may give it, the Bene Gesserit not seated.
    ctx.emit({ type: 'voice-used', faction: decision.seat, target: decision.target, command: action.command });
  },
  karama: {
    // 3.01.11.01: any other seat may cancel the command as it is given; cancelled, no command binds the plan. Given by
    // a Secret Ally (the Bene Gesserit not seated) it is no seated faction's ✷ ability: nothing to cancel.
    uses: (state, _decision, action) => (action.command === null || !state.factions['bene-gesserit'] ? [] : [useOf('bg-voice')]),
    fallback: (_decision, action) => ({ ...action, command: null }),
  },
};
