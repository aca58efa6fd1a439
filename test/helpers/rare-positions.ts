// Positions where a decision that bot games rarely or never open is waiting: after a free action (a Karama power, a
// Nullentropy search), a skill in battle, a homeworld's occupation, CHOAM's audit and Kull Wahad. Each is built from
// the helpers the rules' own tests use; the fuzz test (test/engine/fuzz.test.ts) sends malformed answers to them.
import {
  applyAction,
  createGame,
  pendingDecisions,
  viewFor,
  type Decision,
  type Faction,
  type GameConfigInput,
  type GameState,
} from '../../rooms/dune/index.ts';
import { botAnswer } from '../../rooms/dune/bots/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { act, atPhaseStart, botGameUntil, dealFamily, playPhase } from './engine.ts';
import { fight, give, planAction, traitor } from './battle.ts';
import { enterPhase, setHand } from './bidding.ts';
import { postures, skillBattle } from './skills.ts';
import { auditPosition, kullWahadPosition } from './choam-wire.ts';
import { allyPurchasePosition, cyborgLossPosition } from './ixians.ts';
import { hmsCardBattle } from './stronghold-cards.ts';
import { answer, cacheLot, richeseBidding } from './richese.ts';
import { homeworldsBoard, occupy, sell, settle, thin, visit } from './homeworlds.ts';
import { ecazRevealed, effectAsked, occupyAsked, placementAsked, reply, triggerAsked } from './ecaz.ts';
import { blowWithNexus, giveNexus, nexusGame } from './nexus-cards.ts';
import { allyBattle, allyLoses, atMentat, grummanRemovalAsked, MORITANI_TABLE, moritaniLoses, terrorAsked } from './moritani.ts';
import { afterSetup as afterSpiceSetup, startSpiceBlow } from './spice-blow.ts';
import { entryAsked, makerVoting, revealAsked, stashOverLimit, stationAsked, vote } from './discovery.ts';

/** The position and the open decision of each kind. */
export type Positions = Map<Decision['kind'], { state: GameState; decision: Decision }>;

function keep(into: Positions, state: GameState, kind: Decision['kind']): Decision {
  const decision = pendingDecisions(state).find((d) => d.kind === kind);
  if (!decision) throw new Error(`${kind} did not open`);
  into.set(kind, { state, decision });
  return decision;
}

/** Plays a hard bot game (first decision first) and keeps the first position of each of `kinds`. */
function firstOpen(into: Positions, config: GameConfigInput, kinds: readonly Decision['kind'][], steps: number): void {
  let state = createGame(config);
  for (let n = 0; n < steps && !state.victory && kinds.some((k) => !into.has(k)); n++) {
    const pending = pendingDecisions(state);
    for (const d of pending) if (kinds.includes(d.kind) && !into.has(d.kind)) into.set(d.kind, { state, decision: d });
    const d = pending[0]!;
    let r = applyAction(state, d.seat, botAnswer('hard', viewFor(state, d.seat), d));
    if (!r.ok) r = applyAction(state, d.seat, legalAnswer(d, n, viewFor(state, d.seat)));
    if (!r.ok) throw new Error(`${config.seed}: ${r.error.message}`);
    state = r.state;
  }
}

export function rarePositions(): Positions {
  const into: Positions = new Map();
  // Homeworld and Advanced decisions a long game opens late: an ally protected from a sandworm, an occupation's
  // income, the Fedaykin placement, Caladan's reinforcements.
  const long = (factions: Faction[], seed: string): GameConfigInput => ({
    factions,
    seed,
    advanced: true,
    modules: ['leader-skills', 'homeworlds'],
    cards: ['base', 'ixians', 'richese', 'ecaz'],
    maxTurns: 10,
  });
  firstOpen(
    into,
    long(['atreides', 'choam', 'emperor', 'fremen', 'harkonnen', 'bene-gesserit'], 'probe-0'),
    ['intrusion', 'occupation-share', 'fedaykin-placement'],
    2200,
  );
  // 2.04.10: a sandworm on the Fremen's ally's forces (set up: bot games seldom put an ally there).
  const wormOnAlly = startSpiceBlow(afterSpiceSetup(), {
    storm: 3,
    firstPlayer: 'atreides',
    discard: ['old-gap', 'the-great-flat'],
    top: ['shai-hulud-1', 'red-chasm'],
    alliances: [['fremen', 'harkonnen']],
    forces: [['harkonnen', 'the-great-flat', 14, 2]],
  });
  keep(into, wormOnAlly.state, 'protect-ally');
  firstOpen(into, long(['atreides', 'choam', 'emperor', 'fremen', 'harkonnen', 'bene-gesserit'], 'probe-3'), ['caladan-reinforce'], 800);
  // TL.face-dancers, TL.face-dancers.renewal: the Tleilaxu asked after a battle and at the Mentat Pause.
  firstOpen(
    into,
    { ...long(['tleilaxu', 'choam', 'emperor', 'fremen', 'harkonnen', 'atreides'], 'probe-tleilaxu'), modules: [] },
    ['face-dancer', 'face-dancer-swap', 'revival-favours'],
    3000,
  );
  // IX.starting-card, IX.hms.placement, IX.hms.movement, IX.bidding: the Ixians' pool at set-up, the HMS placed after the
  // first storm and moved on turn 2, their selection before the auctions, and a
  // battle's lost Cyborgs (IX.casualties).
  firstOpen(
    into,
    { ...long(['ixians', 'choam', 'emperor', 'fremen', 'harkonnen', 'atreides'], 'probe-ixians'), modules: [] },
    ['ixian-starting-card', 'hms-place', 'hms-move', 'ixian-selection', 'ixian-technology'],
    600,
  );
  keep(into, cyborgLossPosition(), 'cyborg-replacement');
  // SC.hms: the HMS card's holder, controlling two strongholds, asked which advantage it copies.
  keep(into, hmsCardBattle(['carthag', 'habbanya-sietch'], 'hms-card-copy'), 'hms-card-copy');
  keep(into, allyPurchasePosition(), 'ixian-ally-swap');
  // RI.cache-lot: each of Richese's decisions and the bids on a cache card.
  keep(
    into,
    richeseBidding((x) => setHand(x, 'richese', ['baliset']), { advanced: true }),
    'black-market',
  );
  const cacheAsked = richeseBidding();
  keep(into, cacheAsked, 'cache-position');
  keep(into, answer(cacheAsked, 'cache-position', { at: 'first' }).state, 'cache-lot');
  keep(into, cacheLot(cacheAsked, 'first', { card: 'ornithopter', method: 'once-around', direction: 'right' }).state, 'cache-bid');
  let silent = cacheLot(cacheAsked, 'first', { card: 'ornithopter', method: 'silent' }).state;
  keep(into, silent, 'cache-sealed-bid');
  for (const d of pendingDecisions(silent).filter((x) => x.kind === 'cache-sealed-bid'))
    silent = answer(silent, 'cache-sealed-bid', { amount: 0 }, d.seat).state;
  keep(into, silent, 'cache-unsold');
  // HW.tleilax.high: the Tleilaxu's forces revived free, sent from Tleilax's high face.
  firstOpen(into, long(['tleilaxu', 'choam', 'emperor', 'fremen', 'harkonnen', 'atreides'], 'probe-tleilax'), ['tleilax-send'], 3000);
  // IT.tech.taken: a battle winner facing a loser that holds a Tech token.
  firstOpen(
    into,
    { ...long(['atreides', 'choam', 'emperor', 'fremen', 'harkonnen', 'bene-gesserit'], 'probe-tech'), modules: ['tech-tokens'] },
    ['take-tech-token'],
    3000,
  );

  // LS.smuggler.battle: several piles and a partial amount.
  const erg = { territory: 'habbanya-erg', sector: 15 } as const;
  let s = postures(
    skillBattle({ 'cpt-aramsham': 'smuggler' }, { at: erg }, (board) => {
      board.spice.push({ territory: 'habbanya-erg', sector: 15, amount: 3 }, { territory: 'habbanya-erg', sector: 16, amount: 4 });
    }),
  );
  s = act(s, 'emperor', planAction(s, 'emperor', { leader: 'cpt-aramsham', dial: 2 })).state;
  s = act(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'umman-kudu', dial: 1 })).state;
  for (const d of pendingDecisions(s).filter((x) => x.kind === 'call-traitor')) s = act(s, d.seat, { type: 'call-traitor', event: d.id, call: false }).state;
  keep(into, s, 'smuggler-allocation');
  // LS.rihani-decipherer.battle and LS.diplomat.battle: a winning Rihani, a losing Diplomat.
  const won = fight(postures(skillBattle({ caid: 'rihani-decipherer' }, {}, (x) => traitor(x, 'emperor', 'rep'))), {
    emperor: { leader: 'caid', dial: 3 },
    harkonnen: { leader: 'umman-kudu', dial: 1 },
  });
  keep(into, won.state, 'rihani-keep');
  const lost = fight(postures(skillBattle({ caid: 'diplomat' }, { emperor: 6 })), {
    emperor: { leader: 'caid', dial: 1 },
    harkonnen: { leader: 'feyd-rautha', dial: 3 },
  });
  keep(into, lost.state, 'diplomat-retreat');

  // CHOAM's audit and its payoff, and the Kull Wahad reaction: the positions the wire tests play.
  const audit = auditPosition(['lasgun', 'crysknife'], ['chaumas', 'stunner']);
  const called = keep(into, audit, 'choam-audit');
  keep(into, act(audit, 'choam', { type: 'choam-audit', event: called.id, audit: true }).state, 'audit-payoff');
  const kull = kullWahadPosition(true);
  const window = pendingDecisions(kull).find((d) => d.kind === 'karama-window')!;
  keep(
    into,
    act(kull, 'atreides', { type: 'karama-window', event: window.id, cancel: 'choam-sale', card: 'karama-1' }, { karama: 'open' }).state,
    'kull-wahad',
  );

  // HW.hand-limit: Tupile's occupation ends with the occupier's ally over its hand limit.
  const tupile = homeworldsBoard();
  tupile.alliances = [['atreides', 'harkonnen']];
  visit(tupile, 'harkonnen', 'tupile', 1);
  tupile.homeworlds!.occupiers.tupile = 'harkonnen';
  thin(tupile, 'choam', tupile.factions.choam!.reserves.regular);
  give(tupile, 'atreides', 'shield-1', 'shield-2', 'snooper-1', 'snooper-2', 'lasgun');
  const held = settle(tupile).state;
  held.forces = held.forces.filter((x) => x.territory !== 'tupile');
  held.factions.harkonnen!.tanks.regular += 1;
  keep(into, settle(held).state, 'discard-down');
  // HW.giedi-prime.occupied: the occupier, allied, chooses who gains the Harkonnen's free card.
  const giedi = enterPhase(homeworldsBoard(), 'bidding', (x) => {
    occupy(x, 'giedi-prime', 'atreides');
    x.alliances = [['atreides', 'emperor']];
  });
  keep(into, sell(giedi, 'harkonnen', 2).state, 'giedi-card');

  // 1.14.04 and the Nullentropy Box: decisions that follow a free action, in the bidding of an Advanced game.
  const bidding = structuredClone(
    botGameUntil(
      { factions: ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'], seed: 'fuzz-powers', advanced: true, cards: ['base', 'richese'] },
      (x) => x.phase === 'bidding' && x.pending.some((d) => d.seat === 'harkonnen' && d.kind === 'bid'),
    ),
  );
  const high = bidding.round?.phase === 'bidding' ? bidding.round.highBidder : null;
  const target = bidding.seating.find((f) => f !== 'harkonnen' && f !== high && bidding.factions[f]!.hand.length > 0)!;
  const powers = structuredClone(bidding);
  const karama = dealFamily(powers, 'harkonnen', 'karama');
  keep(into, act(powers, 'harkonnen', { type: 'karama-power', power: 'harkonnen-hand', card: karama, target }).state, 'harkonnen-return');
  const search = structuredClone(bidding);
  const box = dealFamily(search, 'atreides', 'nullentropy-box');
  search.factions.atreides!.spice += 2;
  if (search.decks.treacheryDiscard.length === 0) search.decks.treacheryDiscard.push(search.decks.treachery.pop()!);
  keep(into, act(search, 'atreides', { type: 'nullentropy-search', card: box }).state, 'nullentropy');

  // EC.ambassadors: Ecaz's placement, a trigger, an effect with places and counts (the Guild's), the Ecaz Ambassador's
  // alliance offer.
  keep(into, placementAsked().state, 'ambassador-place');
  keep(into, triggerAsked('choam').state, 'ambassador-trigger');
  keep(into, effectAsked('guild').state, 'ambassador-effect');
  keep(into, reply(effectAsked('ecaz').state, 'ecaz', 'ambassador-effect', { ally: true }).state, 'ambassador-alliance');
  // EC.karama: the plans of an Advanced battle revealed.
  keep(into, ecazRevealed(['karama-1']).state, 'ecaz-karama');
  // EC.occupy: Ecaz and its ally share a battle's site.
  keep(into, occupyAsked().state, 'occupy-fighter');
  // NX.draw: a Spice Blow phase with a Nexus ends while an alliance stands (the Harkonnen holding a card);
  // NX.harkonnen.cunning: a traitor card drawn.
  const holding = nexusGame();
  giveNexus(holding, 'harkonnen', 'harkonnen');
  const draws = blowWithNexus(holding, [['atreides', 'fremen']]).state;
  keep(into, draws, 'nexus-draw');
  keep(into, act(draws, 'harkonnen', { type: 'nexus-card', effect: 'harkonnen-cunning' }).state, 'nexus-traitors');

  // MO.terror: Moritani's set-up, a placement, a trigger, an effect with a place and a count (Sneak Attack), a
  // Robbery's discard, the alliance offered instead, and an Extortion to pay off.
  firstOpen(into, { factions: MORITANI_TABLE, seed: 'probe-moritani' }, ['moritani-placement'], 200);
  keep(into, atMentat().state, 'terror-place');
  // HW.grumman.high: a token to take off the board in Spice Collection.
  keep(into, grummanRemovalAsked().state, 'grumman-remove');
  // DS.reveal, DS.entry: a token to reveal in Spice Collection; a place to enter as the Storm phase starts.
  keep(into, revealAsked().state, 'discovery-reveal');
  keep(into, entryAsked().state, 'discovery-entry');
  keep(into, stashOverLimit().state, 'discovery-discard');
  keep(into, stationAsked().state, 'testing-station');
  // DS.great-maker: the vote, then (tied) the Fremen's ride from reserves.
  const voting = makerVoting().state;
  keep(into, voting, 'great-maker-vote');
  keep(into, vote(voting, 3).state, 'great-maker-ride');
  keep(into, terrorAsked('robbery').state, 'terror-trigger');
  keep(into, reply(terrorAsked('sneak-attack').state, 'moritani', 'terror-trigger', { choice: 'reveal' }).state, 'terror-effect');
  keep(into, reply(terrorAsked('robbery').state, 'moritani', 'terror-trigger', { choice: 'ally' }).state, 'terror-alliance');
  const robbed = reply(
    terrorAsked('robbery', (x) => {
      x.decks.treacheryDiscard.push(...x.factions.moritani!.hand);
      x.factions.moritani!.hand = x.decks.treachery.splice(0, 4);
    }).state,
    'moritani',
    'terror-trigger',
    { choice: 'reveal' },
  ).state;
  keep(into, reply(robbed, 'moritani', 'terror-effect', { take: 'card' }).state, 'terror-discard');
  const extorted = reply(terrorAsked('extortion').state, 'moritani', 'terror-trigger', { choice: 'reveal' }).state;
  const asked = (x: GameState) => pendingDecisions(x).some((d) => d.kind === 'extortion-pay');
  keep(into, playPhase(atPhaseStart(extorted, 'mentat-pause'), 'mentat-pause', () => null, asked).state, 'extortion-pay');
  // MO.ally: Moritani's ally lost a battle.
  keep(into, allyLoses(allyBattle(['crysknife', 'shield-1'])).state, 'moritani-ally-keep');
  // MO.assassinate: Moritani itself lost, in the Advanced game.
  keep(into, moritaniLoses(['beast-rabban']).state, 'moritani-assassinate');
  // MO.karama: Moritani lost, holding a Karama card.
  keep(into, moritaniLoses([], ['karama-1']).state, 'moritani-karama');
  return into;
}
