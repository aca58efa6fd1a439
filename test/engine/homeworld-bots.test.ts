// The bot profiles answering the Homeworlds variant's decisions (plugins/homeworlds/bots/decisions.ts): every profile answers
// legally from a sealed view (reading anything outside the seat's PlayerView throws), easy through the random legal
// answer, and the thinking profiles choose sensibly: the Caladan reinforcement, Kaitain's paid discards, the Giedi
// Prime free card's taker, the Fedaykin placement and discarding down to the hand limit.
import { expect } from 'chai';
import {
  applyAction,
  pendingDecisions,
  viewFor,
  type Action,
  type Decision,
  type DecisionKind,
  type Faction,
  type GameState,
  type TreacheryCardId,
} from '../../rooms/dune/index.ts';
import { Context } from '../../rooms/dune/context.ts';
import { advance } from '../../rooms/dune/phases/turn.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { BOT_PROFILES, botAnswer, type BotProfile } from '../../rooms/dune/bots/index.ts';
import { botContext } from '../../rooms/dune/bots/context.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { revivalPhase } from '../../rooms/dune/phases/revival/index.ts';
import { sealedView } from '../helpers/sealed-view.ts';
import { act } from '../helpers/engine.ts';
import { decisionOf, enterBattle, fight, give } from '../helpers/battle.ts';
import { enterPhase, setHand } from '../helpers/bidding.ts';
import { enterPhase as enterWith } from '../helpers/revival.ts';
import { homeworldsBoard, occupy, reservesTo, thin, visit } from '../helpers/homeworlds.ts';
import type { TerritoryId } from '../../rooms/dune/types.ts';

const base = homeworldsBoard();
const advanced = homeworldsBoard(true);

/**
 * Every profile's answer to the seat's open decision of `kind`, from a sealed view, each accepted by the engine with
 * custody intact; easy's is the decision's random legal answer.
 */
function everyProfile<K extends DecisionKind>(state: GameState, kind: K, seat: Faction): Record<BotProfile, Extract<Action, { type: K }>> {
  const out = {} as Record<BotProfile, Extract<Action, { type: K }>>;
  for (const profile of BOT_PROFILES) {
    const view = viewFor(state, seat);
    const d = view.private!.decisions.find((x) => x.kind === kind);
    if (!d) throw new Error(`no ${kind} for ${seat}: ${pendingDecisions(state).map((x) => `${x.seat}:${x.kind}`)}`);
    const action = botAnswer(profile, sealedView(view), d) as Extract<Action, { type: K }>;
    const r = applyAction(state, seat, action);
    expect(r.ok, `${profile} ${kind}: ${r.ok ? '' : r.error.message}`).to.equal(true);
    if (r.ok) expect(custodyProblems(r.state), profile).to.deep.equal([]);
    if (profile === 'easy') expect(action, 'easy: the random legal answer').to.deep.equal(botContext('easy', view, d as Decision).fallback());
    out[profile] = action;
  }
  return out;
}

/** The thinking profiles that never blunder a decision at random (medium does, now and then: BLUNDER). */
const STEADY: BotProfile[] = ['hard', 'brutal'];

/** Answers the Atreides' Prescience (nothing asked) when it is open. */
function skipPrescience(state: GameState): GameState {
  const d = pendingDecisions(state).find((x) => x.kind === 'prescience');
  return d ? act(state, d.seat, { type: 'prescience', event: d.id, element: null }).state : state;
}

/** An Atreides battle won against the Harkonnen (5 Atreides against 3) in `territory`, after `edit`. */
function atreidesWin(territory: TerritoryId, sector: number, edit: (s: GameState) => void = () => {}): GameState {
  const entered = enterBattle(base, (s) => {
    visit(s, 'atreides', territory, 5, sector);
    visit(s, 'harkonnen', territory, 3, sector);
    edit(s);
  });
  const won = fight(skipPrescience(entered.state), { atreides: { leader: 'thufir-hawat', dial: 2 }, harkonnen: { leader: 'umman-kudu', dial: 1 } });
  decisionOf(won.state, 'caladan-reinforce', 'atreides');
  return won.state;
}

/** Plays legal answers (first pick) until a decision of `kind` is open. */
function playTo(state: GameState, kind: DecisionKind): GameState {
  for (let guard = 0; guard < 400; guard++) {
    const next = pendingDecisions(state)[0];
    if (!next || next.kind === kind) return state;
    state = act(state, next.seat, legalAnswer(next, 0, viewFor(state, next.seat))).state;
  }
  throw new Error(`never reached ${kind}`);
}

/** Runs the auction of the card up for bid until the Harkonnen buy it at 2 (the others open at 1 or pass). */
function harkonnenBuy(state: GameState): GameState {
  for (let guard = 0; guard < 40; guard++) {
    const d = pendingDecisions(state).find((x) => x.kind === 'bid' || x.kind === 'offer-bid-support');
    if (!d) return state;
    let action: Action;
    if (d.kind === 'offer-bid-support') action = { type: 'offer-bid-support', event: d.id, amount: 0 };
    else if (d.kind !== 'bid') throw new Error('bid');
    else action = { type: 'bid', event: d.id, amount: d.seat === 'harkonnen' && d.highBid < 2 ? 2 : d.highBid === 0 && d.eligible ? 1 : 0 };
    state = act(state, d.seat, action).state;
    if (pendingDecisions(state).some((x) => x.kind === 'giedi-card')) return state;
  }
  throw new Error('the Harkonnen never bought');
}

describe('bots: the Homeworlds variant’s decisions (plugins/homeworlds/bots/decisions.ts)', () => {
  it('HW.caladan.high: bots add the force in a stronghold or where an enemy stands, not to an empty desert or at the cost of Caladan’s face', () => {
    // Arrakeen (a stronghold), plenty in reserves: the force goes to the Atreides' sector.
    const arrakeen = everyProfile(atreidesWin('arrakeen', 9), 'caladan-reinforce', 'atreides');
    for (const p of STEADY) expect(arrakeen[p].sector, p).to.equal(9);
    // Caladan at its threshold: the force would turn it low; hard and up keep it unless the stronghold is contested.
    const edge = atreidesWin('arrakeen', 9, (s) => reservesTo(s, 'atreides', { regular: 6 }));
    for (const p of STEADY) expect(everyProfile(edge, 'caladan-reinforce', 'atreides')[p].sector, p).to.equal(null);
    const contested = structuredClone(edge);
    visit(contested, 'fremen', 'arrakeen', 2, 9);
    for (const p of STEADY) expect(everyProfile(contested, 'caladan-reinforce', 'atreides')[p].sector, p).to.equal(9);
    // Old Gap (sand), nothing there any more: kept in reserves; with spice to collect or an enemy left, added.
    const desert = atreidesWin('old-gap', 9);
    for (const p of STEADY) expect(everyProfile(desert, 'caladan-reinforce', 'atreides')[p].sector, p).to.equal(null);
    const spice = structuredClone(desert);
    spice.spice = [{ territory: 'old-gap', sector: 9, amount: 6 }];
    for (const p of STEADY) expect(everyProfile(spice, 'caladan-reinforce', 'atreides')[p].sector, p).to.equal(9);
    const enemy = structuredClone(desert);
    visit(enemy, 'guild', 'old-gap', 1, 10);
    for (const p of STEADY) expect(everyProfile(enemy, 'caladan-reinforce', 'atreides')[p].sector, p).to.equal(9);
  });

  it('HW.kaitain.high: bots pay to discard Worthless cards and spare copies from a full hand when spice allows, never a Karama', () => {
    const open = playTo(enterPhase(base, 'bidding'), 'kaitain-discard');
    const at = (hand: TreacheryCardId[], spice: number) => {
      const s = structuredClone(open);
      setHand(s, 'emperor', hand);
      s.factions.emperor!.spice = spice;
      return everyProfile(s, 'kaitain-discard', 'emperor');
    };
    const worthless = at(['baliset', 'karama-1', 'lasgun', 'shield-1'], 20);
    for (const p of STEADY) expect(worthless[p].cards, p).to.deep.equal(['baliset']);
    // Three Shields: the third is spare; the Lasgun, the Karama and the first Shields stay.
    const shields = at(['shield-1', 'shield-2', 'shield-3', 'karama-1'], 20);
    for (const p of STEADY) {
      expect(shields[p].cards, p).to.have.length(1);
      expect(shields[p].cards[0], p).to.match(/^shield-/);
    }
    // Karamas and good cards only, too little spice, or room in hand: nothing discarded.
    for (const p of STEADY) expect(at(['karama-1', 'karama-2', 'lasgun', 'shield-1'], 30)[p].cards, p).to.deep.equal([]);
    for (const p of STEADY) expect(at(['baliset', 'kulon', 'lasgun', 'shield-1'], 7)[p].cards, p).to.deep.equal([]);
    for (const p of STEADY) expect(at(['baliset', 'lasgun'], 30)[p].cards, p).to.deep.equal([]);
    // Both Worthless cards with spice to spare.
    for (const p of STEADY) expect(at(['baliset', 'kulon', 'lasgun', 'shield-1'], 30)[p].cards, p).to.have.members(['baliset', 'kulon']);
  });

  it('HW.giedi-prime.occupied: bots give the Harkonnen’s free card to whichever of the occupier and its ally holds fewer cards', () => {
    const sold = (atreides: TreacheryCardId[], emperor: TreacheryCardId[]) =>
      harkonnenBuy(
        enterPhase(base, 'bidding', (s) => {
          occupy(s, 'giedi-prime', 'atreides');
          s.alliances = [['atreides', 'emperor']];
          give(s, 'atreides', ...atreides);
          give(s, 'emperor', ...emperor);
        }),
      );
    const toAlly = everyProfile(sold(['shield-1', 'snooper-1'], []), 'giedi-card', 'atreides');
    for (const p of STEADY) expect(toAlly[p].to, p).to.equal('emperor');
    const toSelf = everyProfile(sold(['shield-1'], ['lasgun', 'snooper-2', 'shield-2']), 'giedi-card', 'atreides');
    for (const p of STEADY) expect(toSelf[p].to, p).to.equal('atreides');
  });

  it('HW.southern-hemisphere.high: bots place revived Fedaykin with the threatened Fremen, else in a stronghold, else on the largest stack', () => {
    const revived = (edit: (s: GameState) => void) => {
      const s = structuredClone(advanced);
      s.factions.fremen!.reserves.elite -= 1;
      s.factions.fremen!.tanks.elite += 1;
      edit(s);
      const state = enterWith(s, 'revival', revivalPhase).state;
      const d = decisionOf(state, 'revive', 'fremen');
      return act(state, 'fremen', { type: 'revive', event: d.id, forces: { regular: 0, elite: 1 }, leader: null, ghola: null }).state;
    };
    const placed = (edit: (s: GameState) => void) => {
      const answers = everyProfile(revived(edit), 'fedaykin-placement', 'fremen');
      for (const p of STEADY) expect(answers[p].count, p).to.equal(1);
      return STEADY.map((p) => answers[p].to);
    };
    // The Harkonnen face 1 Fremen in the Great Flat: the Fedaykin go there, not to the larger stacks.
    const threatened = placed((s) => {
      visit(s, 'fremen', 'sietch-tabr', 2, 13);
      visit(s, 'fremen', 'funeral-plain', 4, 14);
      visit(s, 'fremen', 'the-great-flat', 1, 14);
      visit(s, 'harkonnen', 'the-great-flat', 3, 14);
    });
    for (const to of threatened) expect(to).to.deep.equal({ territory: 'the-great-flat', sector: 14 });
    // Nobody else about: Sietch Tabr (a stronghold) before a larger stack in the sand.
    const stronghold = placed((s) => {
      visit(s, 'fremen', 'sietch-tabr', 2, 13);
      visit(s, 'fremen', 'funeral-plain', 4, 14);
    });
    for (const to of stronghold) expect(to).to.deep.equal({ territory: 'sietch-tabr', sector: 13 });
    // Only sand: the largest stack.
    const largest = placed((s) => {
      visit(s, 'fremen', 'the-great-flat', 2, 14);
      visit(s, 'fremen', 'funeral-plain', 4, 14);
    });
    for (const to of largest) expect(to).to.deep.equal({ territory: 'funeral-plain', sector: 14 });
  });

  it('HW.hand-limit: bots discard down their cheapest cards, never a Karama while another card can go', () => {
    /** Tupile's occupation by the Harkonnen ends with the Atreides (their ally) holding `hand`. */
    const over = (hand: TreacheryCardId[]) => {
      const s = structuredClone(base);
      s.alliances = [['atreides', 'harkonnen']];
      visit(s, 'harkonnen', 'tupile', 1);
      s.homeworlds!.occupiers.tupile = 'harkonnen';
      thin(s, 'choam', s.factions.choam!.reserves.regular);
      give(s, 'atreides', ...hand);
      const held = new Context(structuredClone(s));
      advance(held);
      const ended = held.done();
      ended.forces = ended.forces.filter((x) => x.territory !== 'tupile');
      ended.factions.harkonnen!.tanks.regular += 1;
      const ctx = new Context(structuredClone(ended));
      advance(ctx);
      return ctx.done();
    };
    const one = everyProfile(over(['karama-1', 'lasgun', 'shield-1', 'baliset', 'snooper-1']), 'discard-down', 'atreides');
    for (const p of STEADY) expect(one[p].cards, p).to.deep.equal(['baliset']);
    // Two over the limit, two Karamas held: the Worthless card and the Truthtrance go.
    const two = everyProfile(over(['karama-1', 'karama-2', 'lasgun', 'shield-1', 'baliset', 'truthtrance-1']), 'discard-down', 'atreides');
    for (const p of STEADY) expect(two[p].cards, p).to.have.members(['baliset', 'truthtrance-1']);
  });
});
