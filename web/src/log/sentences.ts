// Every event kind the engine emits, as a sentence a player understands: one entry per kind, here or in the module
// that adds the kind (modules/*/sentences.ts; the mapped type makes a kind neither words a compile error, and
// test/web/log-sentences.test.ts checks the kinds of the protocol reference), never a window or event id. "You" is
// the seat reading, for the events addressed to it alone. A later faction's words come with its chunk
// (modules/index.ts): looked up at each call, so that the log's re-render after the chunk arrives words its lines.
import type { GameEvent } from '@dune-rooms/sdk';
import { MODULE_EVENT_KINDS, MODULE_SENTENCES, type ModuleEventKind } from '../modules/index.ts';
import { factionName as f, leaderName as leader, phaseName, territoryName as land } from '../names.ts';
import type { EventKind, Sentences } from './sentence-types.ts';
import { ability, card, factions, forces, list, perFaction, spice, spot, victoryKind } from './words.ts';

const plan = (p: { leader: string | null; cheapHero: string | null; dial: number; weapon: string | null; defense: string | null }): string =>
  `${p.leader ? leader(p.leader) : p.cheapHero ? card(p.cheapHero) : 'no leader'}, dial ${p.dial}, ${p.weapon ? card(p.weapon) : 'no weapon'}, ${p.defense ? card(p.defense) : 'no defense'}`;

const question = (q: { about: string } & Record<string, unknown>): string => {
  switch (q.about) {
    case 'holds-card':
      return `do you hold ${card(String(q.card))}?`;
    case 'spice-at-least':
      return `do you have at least ${spice(Number(q.amount))}?`;
    case 'cards-at-least':
      return `do you hold at least ${q.count} cards?`;
    case 'traitor':
      return `is ${leader(String(q.leader))} your traitor?`;
    case 'predicted-faction':
      return `did you predict ${f(String(q.faction))}?`;
    case 'predicted-turn':
      return `did you predict turn ${q.turn}?`;
    default:
      return 'a yes-or-no question';
  }
};

const prescience = (value: unknown): string => (value === null ? 'none' : typeof value === 'number' ? String(value) : leader(String(value)));

const CORE: Sentences<Exclude<EventKind, ModuleEventKind>> = {
  // Set-up
  'game-created': (e) => `The game begins; seating order: ${factions(e.seating)}.`,
  'prediction-made': (e) => `${f(e.faction)} write down their secret prediction.`,
  'traitors-dealt': (e) => `You are dealt traitor cards: ${list(e.options.map(leader))}.`,
  'traitor-picked': (e) => `${f(e.faction)} keep ${leader(e.leader)} as traitor.`,
  'traitors-chosen': () => 'Every player has chosen a traitor.',
  'spice-dealt': (e) => `Starting spice: ${perFaction(e.amounts)}.`,
  'forces-placed': (e) =>
    `${f(e.faction)} place their starting forces${e.placements.length > 0 ? ` in ${list(e.placements.map((p) => land(p.territory)))}` : ''}.`,
  'treachery-dealt': (e) => `Starting treachery cards dealt: ${perFaction(e.counts)}.`,
  'treachery-drawn': (e) => `${f(e.faction)} draw ${list(e.cards.map(card))}.`,
  // Storm
  'storm-dialed': (e) => `${f(e.faction)} dial ${e.value} for the storm.`,
  'storm-revealed': (e) => `Storm dials ${perFaction(e.dials)}: the storm starts in sector ${e.toSector}.`,
  'storm-dials-revealed': (e) => `Storm dials ${perFaction(e.dials)}: the storm will move ${e.movement} sectors.`,
  'storm-card-drawn': (e) => `The next storm card shows ${e.card}.`,
  'storm-card-revealed': (e) => `The storm card shows ${e.card}: the storm moves ${e.movement} sectors.`,
  'weather-control-played': (e) => `${f(e.faction)} play Weather Control: the storm moves ${e.move} sectors.`,
  'family-atomics-played': (e) => `${f(e.faction)} play Family Atomics: the Shield Wall is destroyed.`,
  'storm-moved': (e) => `The storm moves ${e.moved} sectors, from sector ${e.fromSector} to ${e.toSector}.`,
  'storm-forces-destroyed': (e) =>
    `${e.cause === 'family-atomics' ? 'Family Atomics destroy' : 'The storm destroys'} ${forces(e.regular + e.elite + e.advisors)} of the ${f(e.faction)} in ${land(e.territory)}.`,
  'storm-spice-destroyed': (e) => `The storm blows away ${spice(e.amount)} in ${land(e.territory)}.`,
  'first-player': (e) => `${f(e.faction)} are first player this turn.`,
  // Spice blow and Nexus
  'spice-card-revealed': (e) => `Spice card revealed: ${card(e.card)}.`,
  'spice-blown': (e) => `Spice blow: ${spice(e.amount)} in ${spot(e)}${e.inStorm ? ', lost in the storm' : ''}.`,
  'sandworm-placed': (e) => `Shai-Hulud appears${e.territory ? ` in ${land(e.territory)}` : ''}.`,
  'shai-hulud-set-aside': () => 'A Shai-Hulud card drawn on the first turn is set aside.',
  'shai-hulud-reshuffled': (e) => `${e.cards.length} set-aside Shai-Hulud cards are shuffled back into the spice deck.`,
  'spice-deck-reshuffled': (e) => `The spice deck is reshuffled (${e.cards} cards).`,
  'shai-hulud': (e) =>
    `Shai-Hulud strikes${e.territory ? ` ${land(e.territory)}` : ''}${e.devoured.length > 0 ? `, devouring ${list(e.devoured.map((d) => `${forces(d.forces)} of the ${f(d.faction)}`))}` : ''}${e.spice > 0 ? ` and ${spice(e.spice)}` : ''}${e.spared.length > 0 ? `; ${factions(e.spared)} spared` : ''}.`,
  'ally-protection': (e) => `The Fremen ${e.protect ? 'protect' : 'do not protect'} their ally ${f(e.ally)} from the worm in ${land(e.territory)}.`,
  'forces-devoured': (e) => `The worm devours ${forces(e.forces)} of the ${f(e.faction)} in ${land(e.territory)}.`,
  'nexus-started': (e) => `Nexus: alliances may be made or broken (in order: ${factions(e.order)}).`,
  'nexus-passed': (e) => `${f(e.faction)} pass in the Nexus.`,
  'alliance-proposed': (e) => `${f(e.from)} propose an alliance to ${f(e.to)}.`,
  'alliance-declined': (e) => `${f(e.to)} decline the alliance ${f(e.from)} proposed.`,
  'alliance-formed': (e) => `${factions(e.factions)} form an alliance.`,
  'alliance-broken': (e) => `${f(e.faction)} break the alliance of ${factions(e.factions)}.`,
  'nexus-ended': (e) => `The Nexus ends${e.alliances.length > 0 ? `; alliances: ${e.alliances.map((a) => factions(a)).join('; ')}` : ' with no alliance'}.`,
  'worm-ridden': (e) => `The Fremen ride the worm from ${land(e.from)} to ${spot(e.to)} with ${forces(e.groups.reduce((n, g) => n + g.count, 0))}.`,
  'worm-not-ridden': (e) => `The Fremen do not ride the worm in ${land(e.from)}.`,
  // CHOAM Charity
  'charity-claimed': (e) => `${f(e.faction)} claim ${spice(e.amount)} of charity${e.paidBy ? ' paid by CHOAM' : ''}.`,
  // Bidding
  'hands-declared': (e) => `Cards in hand: ${perFaction(e.counts)}.`,
  'cards-dealt': (e) => `${e.count} cards are put up for bid.`,
  'treachery-reshuffled': (e) => `The treachery discard pile (${e.count} cards) is shuffled into a new deck.`,
  'auction-started': (e) => `Card ${e.card} of ${e.of} is up for bid; ${f(e.opener)} bid first.`,
  'bid-made': (e) => `${f(e.faction)} bid ${e.amount}.`,
  'bid-passed': (e) => `${f(e.faction)} pass.`,
  'card-bought': (e) =>
    `${f(e.faction)} buy card ${e.card} ${e.karama ? 'with a Karama, for nothing' : `for ${spice(e.price)}`}${e.toEmperor > 0 ? ` (${e.toEmperor} to the Emperor)` : ''}${e.allyPaid > 0 ? ` (their ally pays ${e.allyPaid})` : ''}.`,
  'card-received': (e) => `You receive ${card(e.card)}${e.from === 'top-card' ? ' from the top of the deck' : ''}.`,
  'karama-played': (e) =>
    'cancels' in e
      ? `${f(e.faction)} play a Karama to stop ${e.cancels === 'voice' ? 'the Voice' : 'Prescience'}.`
      : `${f(e.faction)} play a Karama to buy the card without paying.`,
  'top-card-drawn': (e) => `${f(e.faction)} draw a free card from the deck.`,
  'bought-in': (e) => `Nobody bids on card ${e.card}: ${e.returned} cards go back on the deck.`,
  'bid-support-offered': (e) => `${f(e.faction)} may use up to ${spice(e.amount)} of their ally ${f(e.ally)} to bid.`,
  'bidding-over': (e) => `Bidding ends: ${e.sold} sold${e.returned > 0 ? `, ${e.returned} returned to the deck` : ''}.`,
  // Revival
  'forces-revived': (e) =>
    `${f(e.faction)} revive ${forces(e.forces.regular + e.forces.elite)}${e.cost > 0 ? ` for ${spice(e.cost)}${e.paidBy !== e.faction ? ` paid by ${f(e.paidBy)}` : ''}` : ''}${e.by === 'ghola' ? ' with a Tleilaxu Ghola' : e.by === 'karama' ? ' with a Karama' : ''}.`,
  'leader-revived': (e) =>
    `${f(e.faction)} revive ${leader(e.leader)}${e.adoptedFrom ? ` of the ${f(e.adoptedFrom)} as a Ghola of their own` : ''}${e.cost > 0 ? ` for ${spice(e.cost)}` : ''}${e.by === 'ghola' ? ' with a Tleilaxu Ghola' : e.by === 'karama' ? ' with a Karama' : ''}.`,
  'kwisatz-haderach-revived': (e) => `The Atreides revive the Kwisatz Haderach${e.cost > 0 ? ` for ${spice(e.cost)}` : ''}.`,
  'ghola-played': (e) => `${f(e.faction)} play a Tleilaxu Ghola.`,
  'free-revival-granted': (e) => `${f(e.by)} ${e.granted ? 'grant' : 'refuse'} their ally ${f(e.ally)} extra free revival.`,
  // Shipment and movement
  'wormsign-looked': (e) => `${f(e.faction)} look at the next spice card.`,
  'wormsign-seen': (e) => `The next spice card is ${card(e.card)}.`,
  'guild-timing-chosen': (e) => `The Guild ${e.act ? `ship and move now, before ${f(e.before)}` : `wait (${f(e.before)} go first)`}.`,
  'shipment-turn': (e) => `${f(e.faction)} to ship and move.`,
  shipped: (e) =>
    `${f(e.faction)} ship ${e.noField ? `a No-Field face down${e.count > 1 ? ` with ${forces(e.count - 1)}` : ''}` : forces(e.count)}${e.mode === 'off-planet' ? ` from ${spot(e.from)} back to their reserves` : e.mode === 'cross' ? ` from ${spot(e.from)} to ${spot(e.to)}` : ` to ${spot(e.to)}`}${e.cost > 0 ? ` for ${spice(e.cost)}${e.allyPaid > 0 ? ` (${e.allyPaid} paid by their ally)` : ''}${e.paidTo && e.paidTo !== 'bank' ? ` to ${f(e.paidTo)}` : ''}` : ''}.`,
  'shipment-support-offered': (e) => `${f(e.faction)} may use up to ${spice(e.amount)} of their ally ${f(e.ally)} to ship.`,
  'shipment-passed': (e) => `${f(e.faction)} do not ship.`,
  'storm-migration': (e) => `Forces sent into the storm in ${spot(e)}: ${e.sent} sent, ${e.lost} lost.`,
  'advisor-sent': (e) =>
    `${f(e.faction)} send ${e.count ?? 1} ${e.side === 'fighters' ? 'fighters' : e.count === 1 || e.count === undefined ? 'advisor' : 'advisors'} to ${spot(e.to)}.`,
  moved: (e) =>
    `${f(e.faction)} move ${forces(e.groups.reduce((n, g) => n + g.count, 0))}${e.noField ? ' (their No-Field one of them)' : ''} from ${land(e.from)} to ${spot(e.to)}.`,
  'move-passed': (e) => `${f(e.faction)} do not move.`,
  'shipment-card-played': (e) => `${f(e.faction)} play ${card(e.card)}.`,
  'ally-constraint': (e) => `${f(e.faction)} must leave ${land(e.territory)}: ${forces(e.count)} go to the Tanks (their ally holds it).`,
  // Battle
  'battle-started': (e) => `Battle in ${land(e.territory)}: ${f(e.aggressor)} attack ${f(e.defender)}.`,
  'prescience-asked': (e) => `The Atreides use Prescience on ${f(e.target)}${e.element ? `: their ${e.element}` : ''}.`,
  'prescience-revealed': (e) => `Prescience: the ${f(e.target)} ${e.element} is ${prescience(e.value)}.`,
  'voice-used': (e) =>
    e.command
      ? `The Voice: ${f(e.target)} ${e.command.play ? 'must play' : 'may not play'} ${e.command.subject.replace(/-/g, ' ')}.`
      : `The Bene Gesserit do not use the Voice on ${f(e.target)}.`,
  'plan-submitted': (e) => `${f(e.faction)} seal their battle plan: ${plan(e.plan)}.`,
  'plans-revealed': (e) =>
    `Plans revealed in ${land(e.territory)}: ${Object.entries(e.plans)
      .map(([k, p]) => `${f(k)} ${plan(p!)}`)
      .join('; ')}.`,
  'traitor-call': (e) => `${f(e.faction)} ${e.call ? 'call a traitor' : 'call no traitor'}.`,
  'traitor-revealed': (e) => `Traitor! ${leader(e.leader)} betrays the ${f(e.faction)} for the ${f(e.by)}.`,
  'battle-choice-made': (e) =>
    `${f(e.faction)} ${e.choice === 'use' ? 'use' : e.choice === 'hold' ? 'hold back' : e.choice === 'kill' ? 'kill with' : 'ignore'} ${card(e.card)}${e.copied ? ' (copied)' : ''}.`,
  'weapons-resolved': (e) =>
    `Weapons: ${Object.entries(e.weapons)
      .map(([k, w]) => `${f(k)} ${w?.card ? card(w.card) : 'none'}${w?.copiedFrom ? ` (a copy of ${card(w.copiedFrom)})` : ''}`)
      .join('; ')}.`,
  'reinforcements-paid': (e) => `${f(e.faction)} send ${forces(e.count)} from reserves to the Tanks for Reinforcements.`,
  'spice-dialed-paid': (e) => `${f(e.faction)} pay ${spice(e.amount)} for the forces they dialled.`,
  'kwisatz-haderach-awakened': (e) => `The Kwisatz Haderach awakens (after ${forces(e.lost)} lost).`,
  'kwisatz-haderach-killed': () => 'The Kwisatz Haderach is killed.',
  'forces-withdrawn': (e) => `${f(e.faction)} withdraw ${forces(e.count)} from ${land(e.territory)}.`,
  'battle-resolved': (e) =>
    `${e.winner ? `${f(e.winner)} win the battle in ${land(e.territory)}` : `Nobody wins the battle in ${land(e.territory)}`}${e.outcome === 'traitor' ? ' by a traitor' : e.outcome === 'double-traitor' ? ': both leaders were traitors' : e.outcome === 'explosion' ? ': a lasgun and a shield exploded' : ''}${Object.keys(e.totals).length > 0 ? ` (${perFaction(e.totals)})` : ''}${e.spice > 0 ? `; ${spice(e.spice)} for leaders killed` : ''}.`,
  'forces-lost': (e) => `${f(e.faction)} lose ${forces(e.count)} in ${land(e.territory)}.`,
  'spice-lost': (e) => `${spice(e.amount)} is lost in ${land(e.territory)}.`,
  'leader-killed': (e) => `${leader(e.leader)} of the ${f(e.faction)} is killed.`,
  'leader-captured': (e) =>
    e.choice === 'pass'
      ? `The Harkonnen leave ${leader(e.leader)} to the ${f(e.from)}.`
      : `The Harkonnen ${e.choice === 'kill' ? 'kill' : 'capture'} ${leader(e.leader)} of the ${f(e.from)}.`,
  'captive-returned': (e) => `${leader(e.leader)} returns to the ${f(e.to)}.`,
  'cards-discarded': (e) => `${f(e.faction)} discard ${list(e.cards.map(card))}.`,
  'leaders-returned': () => 'Leaders who fought return to their pools.',
  // Spice collection and Mentat Pause
  'spice-collected': (e) => `${f(e.faction)} collect ${spice(e.amount)} in ${land(e.territory)}.`,
  'stronghold-spice': (e) => `${f(e.faction)} collect ${spice(e.amount)} from ${land(e.territory)}.`,
  'bribes-collected': (e) => `Bribes collected: ${perFaction(e.amounts)}.`,
  'strongholds-controlled': (e) => `Strongholds held: ${e.units.map((u) => `${factions(u.factions)} ${u.strongholds.length}`).join('; ') || 'none'}.`,
  'prediction-revealed': (e) => `The Bene Gesserit reveal their prediction: ${f(e.prediction.faction)} on turn ${e.prediction.turn}.`,
  'war-continues': (e) => `Nobody has won after turn ${e.turn}: the war continues.`,
  'truthtrance-chosen': (e) => `You ${e.play ? 'play' : 'do not play'} a Truthtrance.`,
  'truthtrance-asked': (e) => `${f(e.asker)} ask ${f(e.target)} under Truthtrance: ${question(e.question)} ${e.answer === 'yes' ? 'Yes' : 'No'}.`,
  // Deals and gifts
  'bribe-paid': (e) => `${f(e.from)} pay ${f(e.to)} a bribe of ${spice(e.amount)}.`,
  'spice-given': (e) => `${f(e.from)} give spice to their ally ${f(e.to)}.`,
  'spice-given-amount': (e) => `${f(e.from)} give ${spice(e.amount)} to ${f(e.to)}.`,
  // Karama
  'karama-window-opened': (e) =>
    `${e.uses.length > 0 ? `Karama may now stop ${list(e.uses.map((u) => ability(u.ability)))}` : 'A Karama may be played now'}${e.asked.length > 0 ? ` (asked: ${factions(e.asked)})` : ''}.`,
  'ability-cancelled': (e) => `${f(e.faction)} play a Karama: ${ability(e.ability)} is stopped.`,
  'karama-window-closed': (e) => (e.cancelled.length > 0 ? `Karama stopped ${list(e.cancelled.map(ability))}.` : 'Nobody plays a Karama.'),
  'escrow-paid': (e) => `${spice(e.amount)} held for ${ability(e.ability)} goes to ${e.to === 'bank' ? 'the bank' : f(e.to)}.`,
  'ability-prevented': (e) => `${f(e.faction)} play a Karama in advance against ${ability(e.ability)}.`,
  'prevention-used': (e) => `The Karama played earlier stops ${ability(e.ability)} (by the ${f(e.by)}).`,
  'karama-power-used': (e) => `${f(e.faction)} use a Karama for their once-a-game power.`,
  'shipment-cancelled': (e) => `The Guild stop the ${f(e.target)} shipment with a Karama.`,
  // Card windows
  'window-card-played': (e) => `${f(e.faction)} play ${card(e.card)}${e.mode ? ` to go ${e.mode === 'aggressor' ? 'as aggressor' : e.mode}` : ''}.`,
  'battle-plan-looked-at': (e) => `The ${f(e.faction)} look at the ${f(e.target)} battle plan with a Karama.`,
  'battle-plan-seen': (e) => `The ${f(e.target)} battle plan: ${plan(e.plan)}.`,
  'hand-taken': (e) => `The ${f(e.faction)} take all ${e.count} cards of the ${f(e.target)} with a Karama.`,
  'hand-taken-cards': (e) => `The ${f(e.faction)} take from the ${f(e.target)}: ${list(e.cards.map(card))}.`,
  'cards-given-back': (e) => `The ${f(e.faction)} give ${e.count} cards back to the ${f(e.target)}.`,
  'cards-given-back-cards': (e) => `The ${f(e.faction)} give back to the ${f(e.target)}: ${list(e.cards.map(card))}.`,
  'forces-flipped': (e) => `The Bene Gesserit in ${land(e.territory)} turn ${e.count} into ${e.to}.`,
  // The turn
  'phase-started': (e) => `Turn ${e.turn}: ${phaseName(e.phase)}.`,
  'game-over': (e) => `Game over: ${factions(e.victory.winners)} win on turn ${e.victory.turn}, ${victoryKind(e.victory.kind)}.`,
};

/** The event kinds with a sentence (for the test that every kind the engine emits has one). */
export const SENTENCE_KINDS: readonly string[] = [...Object.keys(CORE), ...MODULE_EVENT_KINDS];

const UNKNOWN = 'Something happened that this page cannot describe.';
/** A later faction's kind before its words have loaded (the log re-renders once they are in: modules/index.ts). */
const LOADING = 'Something happened that this page is still loading the words for.';

export function sentence(event: GameEvent): string {
  // A server newer than this page may send a kind, or a shape, it does not know: a plain line, never the raw event.
  if (!SENTENCE_KINDS.includes(event.type)) return UNKNOWN;
  const words = (CORE as Partial<Sentences>)[event.type] ?? MODULE_SENTENCES[event.type];
  if (!words) return LOADING;
  try {
    return (words as (e: GameEvent) => string)(event);
  } catch {
    return UNKNOWN;
  }
}
