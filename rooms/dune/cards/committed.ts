// Cards a seat has committed but still holds: named in a battle plan, a Karama played with a plan, a Portable
// Snooper played after the reveal, a card Prescience saw, a Weather Control, Family Atomics or Truthtrance played
// secretly and not yet revealed, a card answered in a window that is still open, or one a plug-in's play holds. Such
// a card must stay where it is until its play resolves, so nothing may give it away or move it (custody, docs/ARCHITECTURE.md §8.5).
import type { Faction, Draft, TreacheryCardId } from '../types.ts';
import { plugins } from '../extension-points.ts';
import { isTreacheryCardId } from './ids.ts';
import { FAMILY_ATOMICS, WEATHER_CONTROL } from './treachery.ts';

export function committedCards(state: Draft, seat: Faction): TreacheryCardId[] {
  const out: TreacheryCardId[] = [];
  const battle = state.round?.phase === 'battle' ? state.round.current : null;
  if (battle) {
    const plan = battle.plans[seat];
    if (plan) out.push(...[plan.cheapHero, plan.weapon, plan.defense].filter((x): x is TreacheryCardId => x !== null));
    const karama = battle.karama[seat];
    if (karama !== undefined) out.push(karama);
    const late = battle.lateDefenses[seat];
    if (late !== undefined) out.push(late);
    const seen = battle.prescience;
    if (seen && seen.target === seat && typeof seen.reveal.value === 'string' && isTreacheryCardId(seen.reveal.value)) out.push(seen.reveal.value);
  }
  const round = state.round;
  if (round?.phase === 'storm') {
    if (round.weatherControl?.faction === seat) out.push(WEATHER_CONTROL);
    if (round.familyAtomics === seat) out.push(FAMILY_ATOMICS);
  }
  if (round?.phase === 'mentat-pause') {
    const play = round.plays[seat];
    if (play) out.push(play.card);
  }
  const window = state.cardWindow;
  if (window?.open && window.played[seat] !== undefined) out.push(window.played[seat]!);
  const karamaCard = state.karama.window?.answers[seat]?.card;
  if (karamaCard) out.push(karamaCard);
  for (const p of plugins()) if (p.committedCards) out.push(...p.committedCards(state, seat));
  return out;
}
