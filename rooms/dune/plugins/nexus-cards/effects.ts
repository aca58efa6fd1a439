// The Nexus cards played as free actions (`nexus-card`), each effect with its card, its use, when it may be played and
// what it does. The Betrayals that cancel an ability are betrayal.ts's; what is not built yet is listed in
// docs/rules/nexus-cards.tsv as pending.
import { allyOf } from '../../alliances.ts';
import { removeForces } from '../../board/forces.ts';
import { discardFromHand, drawTreachery } from '../../cards/deck.ts';
import type { Context } from '../../context.ts';
import type { FreeHandler } from '../../deals/free.ts';
import { leadersOf, VIDAL } from '../../factions/leaders.ts';
import { randomInt, shuffled } from '../../rng.ts';
import { flipTerritory } from '../../factions/advisors.ts';
import type { BattleStage, CurrentBattle } from '../../phases/battle/types.ts';
import type { Draft, EngineError, Faction, TerritoryId } from '../../types.ts';
import { vidalAt, takeVidal } from '../ecaz/vidal.ts';
import { moritaniOf } from '../moritani/state.ts';
import { drawFaceDancers } from '../tleilaxu/face-dancers.ts';
import { tleilaxuOf } from '../tleilaxu/state.ts';
import { lasting, nexusOf, spend } from './state.ts';
import type { NexusEffect, NexusFreeAction, NexusUse } from './types.ts';
import { NEXUS_EFFECTS } from './types.ts';
import { holdingProblem } from './uses.ts';

interface Effect {
  rule: string;
  card: Faction;
  use: NexusUse;
  /** Why it may not be played now (besides holding the card), or null. */
  check(state: Draft, seat: Faction, action: NexusFreeAction): string | null;
  apply(ctx: Context, seat: Faction, action: NexusFreeAction): void;
  /** It lasts for the rest of the turn (recorded, public). */
  lasts?: true;
}

const BEFORE_SHIPMENT = ['storm', 'spice-blow', 'choam-charity', 'bidding', 'revival'];
const BEFORE_REVIVAL = ['storm', 'spice-blow', 'choam-charity', 'bidding'];
const seated = (state: Draft, f: Faction) => state.factions[f] !== undefined;
const forcesOf = (state: Draft, f: Faction, t: TerritoryId) =>
  state.forces.filter((s) => s.faction === f && s.territory === t).reduce((n, s) => n + s.regular + s.elite, 0);

/** The battle in progress that `faction` fights, or null. */
function battleOf(state: Draft, faction: Faction): CurrentBattle | null {
  const round = state.round;
  const battle = round?.phase === 'battle' ? round.current : null;
  return battle !== null && (battle.aggressor === faction || battle.defender === faction) ? battle : null;
}

/** Before the battle's plans are revealed. */
const fightingUnrevealed = (state: Draft, faction: Faction): boolean => battleOf(state, faction)?.revealed === false;

/** Before the battle is resolved (its resolution is the stage after 'resolve'). */
const UNRESOLVED: readonly BattleStage[] = ['poison', 'mentat', 'posture', 'prescience', 'voice', 'plans', 'reveal', 'snooper', 'choices', 'resolve'];
const fightingUnresolved = (state: Draft, faction: Faction): boolean => UNRESOLVED.includes(battleOf(state, faction)?.stage ?? 'end');

/** Traitor cards to `seat` from the deck, then the question of which go back. */
function drawTraitors(ctx: Context, seat: Faction, count: number): void {
  const decks = ctx.own('decks');
  const drawn = decks.traitor.slice(0, count);
  decks.traitor = decks.traitor.slice(count);
  ctx.ownFaction(seat).traitors.push(...drawn);
  ctx.emit({ type: 'nexus-traitors-drawn', faction: seat, count: drawn.length });
  ctx.open({ kind: 'nexus-traitors', seat, count: drawn.length, options: [...ctx.state.factions[seat]!.traitors] });
}

const EFFECTS: Record<NexusEffect, Effect> = {
  // NX.choam.betrayal: CHOAM discards a card of its hand at random, for no spice.
  'choam-betrayal': {
    rule: 'NX.choam.betrayal',
    card: 'choam',
    use: 'betrayal',
    check: (state) => (state.factions.choam!.hand.length === 0 ? 'CHOAM holds no card' : null),
    apply(ctx) {
      const hand = ctx.state.factions.choam!.hand;
      const card = hand[randomInt(ctx.state.rng, hand.length)]!;
      discardFromHand(ctx.state, 'choam', card);
      ctx.emit({ type: 'nexus-choam-discard', card });
    },
  },
  // NX.moritani.betrayal: a Terror token leaves the board, back to Moritani's supply unrevealed.
  'moritani-betrayal': {
    rule: 'NX.moritani.betrayal',
    card: 'moritani',
    use: 'betrayal',
    check: (state, _seat, a) => (moritaniOf(state)?.placed.some((p) => p.territory === a.territory) ? null : `no Terror token stands in ${a.territory}`),
    apply(ctx, _seat, a) {
      const m = moritaniOf(ctx.state)!;
      const at = m.placed.find((p) => p.territory === a.territory)!;
      m.placed = m.placed.filter((p) => p !== at);
      m.supply.push(at.token);
      ctx.emit({ type: 'nexus-terror-removed', territory: at.territory });
    },
  },
  // NX.ecaz.betrayal: before Shipment and Movement, Ecaz's ally takes its forces home from a territory it shares with Ecaz.
  'ecaz-betrayal': {
    rule: 'NX.ecaz.betrayal',
    card: 'ecaz',
    use: 'betrayal',
    check(state, _seat, a) {
      if (!BEFORE_SHIPMENT.includes(state.phase)) return 'only before Shipment and Movement';
      const ally = allyOf(state, 'ecaz');
      if (ally === null || a.territory === undefined) return 'name a territory Ecaz and its ally share';
      return forcesOf(state, 'ecaz', a.territory) > 0 && forcesOf(state, ally, a.territory) > 0 ? null : `Ecaz and its ally do not share ${a.territory}`;
    },
    apply(ctx, _seat, a) {
      const ally = allyOf(ctx.state, 'ecaz')!;
      const stacks = ctx.state.forces.filter((s) => s.faction === ally && s.territory === a.territory && s.regular + s.elite > 0).map((s) => ({ ...s }));
      for (const s of stacks) removeForces(ctx.state, s, { regular: s.regular, elite: s.elite }, 'reserves');
      ctx.emit({ type: 'nexus-forces-home', faction: ally, territory: a.territory!, count: stacks.reduce((n, s) => n + s.regular + s.elite, 0) });
    },
  },
  // NX.ecaz.cunning: Ecaz takes Duke Vidal for the rest of the turn, wherever he is (not from a captor).
  'ecaz-cunning': {
    rule: 'NX.ecaz.cunning',
    card: 'ecaz',
    use: 'cunning',
    check(state) {
      const vidal = vidalAt(state);
      if (vidal?.at === 'held' && vidal.by === 'ecaz') return 'Ecaz holds Duke Vidal already';
      if (vidal?.at === 'held' && state.factions[vidal.by]!.leaders[VIDAL.id] !== 'pool') return 'Duke Vidal is not in his holder’s pool';
      return null;
    },
    apply: (ctx) => takeVidal(ctx, 'ecaz', true),
  },
  // NX.ecaz.secret-ally: a faction tells whether it holds a traitor card of one of the player's leaders (never which).
  'ecaz-secret-ally': {
    rule: 'NX.ecaz.secret-ally',
    card: 'ecaz',
    use: 'secret-ally',
    check: (state, seat, a) =>
      a.target === undefined || a.target === seat || !seated(state, a.target) || a.target === 'tleilaxu'
        ? 'name another faction of the game (not the Tleilaxu, whose cards are Face Dancers)'
        : null,
    apply(ctx, seat, a) {
      const mine = new Set<string>(leadersOf(seat).map((l) => l.id));
      const holds = ctx.state.factions[a.target!]!.traitors.some((t) => mine.has(t));
      ctx.emit({ type: 'nexus-traitor-answer', target: a.target!, of: seat, holds });
    },
  },
  // NX.harkonnen.cunning: at any time, a traitor card drawn and one of the Harkonnen's given back.
  'harkonnen-cunning': {
    rule: 'NX.harkonnen.cunning',
    card: 'harkonnen',
    use: 'cunning',
    check: (state) => (state.decks.traitor.length === 0 ? 'the traitor deck is empty' : null),
    apply: (ctx, seat) => drawTraitors(ctx, seat, 1),
  },
  // NX.harkonnen.secret-ally: in the Mentat Pause, two traitor cards drawn and two given back.
  'harkonnen-secret-ally': {
    rule: 'NX.harkonnen.secret-ally',
    card: 'harkonnen',
    use: 'secret-ally',
    check(state, seat) {
      if (state.phase !== 'mentat-pause') return 'only in the Mentat Pause';
      if (seat === 'tleilaxu') return 'the Tleilaxu’s traitor cards are Face Dancers';
      return state.decks.traitor.length < 2 ? 'the traitor deck holds fewer than two cards' : null;
    },
    apply: (ctx, seat) => drawTraitors(ctx, seat, 2),
  },
  // NX.emperor.betrayal: in a battle the Emperor fights, before the plans are revealed, its Sardaukar count as ordinary forces.
  'emperor-betrayal': {
    rule: 'NX.emperor.betrayal',
    card: 'emperor',
    use: 'betrayal',
    check: (state) =>
      fightingUnrevealed(state, 'emperor') && state.config.advanced ? null : 'only in an Advanced battle the Emperor fights, before the reveal',
    apply() {},
    lasts: true,
  },
  // NX.ixians.cunning: the Ixians' Suboids count fully, without spice, for the rest of the turn.
  'ixians-cunning': { rule: 'NX.ixians.cunning', card: 'ixians', use: 'cunning', check: () => null, apply() {}, lasts: true },
  // NX.fremen.secret-ally: the player's forces are spared by sandworms for the rest of the turn, or (played before
  // Revival) its free revival is three this turn.
  'fremen-secret-ally': { rule: 'NX.fremen.secret-ally', card: 'fremen', use: 'secret-ally', check: () => null, apply() {}, lasts: true },
  'fremen-secret-ally-revival': {
    rule: 'NX.fremen.secret-ally',
    card: 'fremen',
    use: 'secret-ally',
    check: (state) => (BEFORE_REVIVAL.includes(state.phase) ? null : 'only before the Revival phase'),
    apply() {},
    lasts: true,
  },
  // NX.fremen.betrayal: no sandworm is ridden for the rest of the turn (the two-territory move: betrayal.ts).
  'fremen-betrayal': { rule: 'NX.fremen.betrayal', card: 'fremen', use: 'betrayal', check: () => null, apply() {}, lasts: true },
  // NX.emperor.secret-ally: played before Revival, three more forces revived free this turn, beyond the limit.
  'emperor-secret-ally': {
    rule: 'NX.emperor.secret-ally',
    card: 'emperor',
    use: 'secret-ally',
    check: (state) => (BEFORE_REVIVAL.includes(state.phase) ? null : 'only before the Revival phase'),
    apply() {},
    lasts: true,
  },
  // NX.tleilaxu.cunning: the revealed Face Dancers set aside, as many drawn in their place, then shuffled into the deck.
  'tleilaxu-cunning': {
    rule: 'NX.tleilaxu.cunning',
    card: 'tleilaxu',
    use: 'cunning',
    check: (state) => ((state.tleilaxu?.revealed.length ?? 0) === 0 ? 'no Face Dancer of yours is revealed' : null),
    apply: (ctx) => replaceRevealed(ctx),
  },
  // NX.bene-gesserit.cunning: in their own Shipment and Movement, their advisors in a territory turn fighters.
  'bene-gesserit-cunning': {
    rule: 'NX.bene-gesserit.cunning',
    card: 'bene-gesserit',
    use: 'cunning',
    check(state, _seat, a) {
      const round = state.round;
      if (round?.phase !== 'shipment-movement' || round.acting !== 'bene-gesserit') return 'only in your own Shipment and Movement';
      const advisors = state.forces.filter((s) => s.faction === 'bene-gesserit' && s.territory === a.territory).reduce((n, s) => n + s.advisors, 0);
      return advisors > 0 ? null : `you have no advisors in ${a.territory}`;
    },
    apply: (ctx, _seat, a) => void flipTerritory(ctx, a.territory!, 'fighters', 'NX.bene-gesserit.cunning'),
  },
  // NX.moritani.secret-ally: played in a battle the player fights, before its resolution: lost to a winner, it keeps
  // one card it played that a winner could keep.
  'moritani-secret-ally': {
    rule: 'NX.moritani.secret-ally',
    card: 'moritani',
    use: 'secret-ally',
    check: (state, seat) => (fightingUnresolved(state, seat) ? null : 'only in a battle you fight, before it is resolved'),
    apply() {},
    lasts: true,
  },
  // NX.choam.secret-ally: having won the last battle of the turn, the player looks at a card of the loser's hand at random.
  'choam-secret-ally': {
    rule: 'NX.choam.secret-ally',
    card: 'choam',
    use: 'secret-ally',
    check: (state, seat) => (nexusOf(state)?.lastWin?.winner === seat ? null : 'only having won the last battle'),
    apply(ctx, seat) {
      const loser = nexusOf(ctx.state)!.lastWin!.loser;
      const hand = ctx.state.factions[loser]!.hand;
      const card = hand.length === 0 ? null : hand[randomInt(ctx.state.rng, hand.length)]!;
      ctx.emit({ type: 'nexus-card-seen', faction: seat, of: loser });
      ctx.emit({ type: 'nexus-card-seen-card', of: loser, card }, seat);
    },
  },
  // NX.ixians.secret-ally: the last card bought this turn, the player's and still in its hand, discarded for the deck's top card.
  'ixians-secret-ally': {
    rule: 'NX.ixians.secret-ally',
    card: 'ixians',
    use: 'secret-ally',
    check(state, seat) {
      const bought = nexusOf(state)?.bought;
      if (bought?.faction !== seat) return 'only for the last card bought this turn, when it was yours';
      return state.factions[seat]!.hand.includes(bought.card) ? null : 'the card you bought is no longer in your hand';
    },
    apply(ctx, seat) {
      const part = nexusOf(ctx.state)!;
      const card = part.bought!.card;
      delete part.bought;
      discardFromHand(ctx.state, seat, card);
      ctx.emit({ type: 'nexus-card-replaced', faction: seat, discarded: card });
      const { card: drawn, reshuffled } = drawTreachery(ctx.state);
      if (reshuffled > 0) ctx.emit({ type: 'treachery-reshuffled', count: reshuffled });
      if (drawn === null) return;
      ctx.ownFaction(seat).hand.push(drawn);
      ctx.emit({ type: 'nexus-card-replaced-card', card: drawn }, seat);
    },
  },
};

/** NX.tleilaxu.cunning: new Face Dancers drawn first, then the revealed ones shuffled back (the deck may run short). */
function replaceRevealed(ctx: Context): void {
  const part = tleilaxuOf(ctx.state);
  const aside = [...part.revealed];
  ctx.state.tleilaxu = { faceDancers: part.faceDancers.filter((c) => !aside.includes(c)), revealed: [] };
  drawFaceDancers(ctx, aside.length);
  const decks = ctx.own('decks');
  decks.traitor = shuffled(ctx.state.rng, [...decks.traitor, ...aside]);
  ctx.emit({ type: 'nexus-face-dancers-replaced', count: aside.length });
}

const invalid = (message: string): EngineError => ({ code: 'INVALID_CHOICE', message });

export const nexusCard: FreeHandler<'nexus-card'> = {
  rule: 'NX.uses',
  check(state, seat, action) {
    if (!nexusOf(state)) return { code: 'NOT_ELIGIBLE', message: 'this game does not play the Nexus cards' };
    if (!NEXUS_EFFECTS.includes(action.effect)) return invalid(`${String(action.effect)} is not a Nexus card effect`);
    if (state.phase === 'setup' || state.phase === 'game-over') return { code: 'NOT_ELIGIBLE', message: 'not during set-up or after the game' };
    const effect = EFFECTS[action.effect];
    const held = holdingProblem(state, seat, effect.card, effect.use);
    if (held) return { code: 'NOT_HELD', message: held };
    if (effect.lasts && lasting(state, action.effect)) return { code: 'NOT_ELIGIBLE', message: `${action.effect} lasts already` };
    const why = effect.check(state, seat, action);
    return why ? invalid(`${effect.rule}: ${why}`) : null;
  },
  apply(ctx, seat, action) {
    const effect = EFFECTS[action.effect];
    spend(ctx, seat, effect.use, action.effect);
    if (effect.lasts) nexusOf(ctx.state)!.lasting.push({ effect: action.effect, faction: seat, turn: ctx.state.turn });
    effect.apply(ctx, seat, action);
  },
};
