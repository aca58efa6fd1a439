// CHOAM on the wire: positions built with the engine from choamBoard() (Atreides, Harkonnen, CHOAM; Advanced), to be
// stored as games and seated with skills-wire's seatStored, and the answers the tests send through a seat's client.
import { createGame, pendingDecisions, type Action, type Decision, type Faction, type GameState, type TreacheryCardId } from '../../rooms/dune/index.ts';
import { act, passKaramaWindows, playSetup } from './engine.ts';
import { decisionOf, enterBattle, fight, give, place } from './battle.ts';
import { enterPhase, setHand } from './bidding.ts';
import { choamBoard } from './choam.ts';
import { settledAt, type Watched } from './skills-wire.ts';
import type { TestServer } from './server.ts';

/** CH.ally.trade: CHOAM (holding the Lasgun and the Crysknife) and its Atreides ally (the Shield) at the market. */
export function tradePosition(): GameState {
  let s = enterPhase(choamBoard(), 'choam-charity', (x) => {
    x.alliances = [['atreides', 'choam']];
    setHand(x, 'choam', ['lasgun', 'crysknife']);
    setHand(x, 'atreides', ['shield-1']);
  });
  s = passKaramaWindows(s).state;
  for (const d of pendingDecisions(s).filter((x) => x.kind === 'claim-charity')) s = act(s, d.seat, { type: 'claim-charity', event: d.id, claim: false }).state;
  decisionOf(s, 'choam-market', 'choam');
  return s;
}

/**
 * CH.audit: the Auditor lost to Feyd-Rautha (Shield played) in the Basin; the Harkonnen hold `held` besides and
 * CHOAM's audit is open. The pair not held goes to the bottom of the deck, so the deck's top is the same either way.
 */
export function auditPosition(held: [TreacheryCardId, TreacheryCardId], other: [TreacheryCardId, TreacheryCardId]): GameState {
  const { state } = enterBattle(choamBoard(), (x) => {
    place(x, 'harkonnen', 'basin', 8, 5);
    place(x, 'choam', 'basin', 8, 5);
    give(x, 'harkonnen', 'shield-1', ...held);
    x.decks.treachery = [...x.decks.treachery.filter((c) => !other.includes(c)), ...other];
  });
  const r = fight(state, { harkonnen: { leader: 'feyd-rautha', dial: 2, spice: 2, defense: 'shield-1' }, choam: { leader: 'auditor', dial: 1, spice: 1 } });
  const s = act(r.state, 'harkonnen', { type: 'battle-cards', event: decisionOf(r.state, 'battle-cards', 'harkonnen').id, keep: [] } as Action).state;
  decisionOf(s, 'choam-audit', 'choam');
  return s;
}

/** CH.ally.battle-funding: CHOAM allied with the Harkonnen, who fight the Atreides in the Basin; CHOAM's offer is open. */
export function fundingPosition(choamSpice = 10): GameState {
  const { state } = enterBattle(choamBoard(), (x) => {
    x.alliances = [['harkonnen', 'choam']];
    place(x, 'harkonnen', 'basin', 8, 5);
    place(x, 'atreides', 'basin', 8, 5);
    x.factions.choam!.spice = choamSpice;
  });
  decisionOf(state, 'choam-battle-support', 'choam');
  return state;
}

/** `seat` answers its open decision of `kind` through its client (`body`: the action without its event). */
export async function answer<K extends Decision['kind']>(
  server: TestServer,
  table: Watched,
  seat: Faction,
  kind: K,
  body: (d: Extract<Decision, { kind: K }>) => Record<string, unknown>,
): Promise<void> {
  const conn = table.seats.get(seat)!;
  const d = conn.decisions.find((x) => x.kind === kind) as Extract<Decision, { kind: K }> | undefined;
  if (!d) throw new Error(`${seat} has no ${kind}: ${conn.decisions.map((x) => x.kind).join(', ')}`);
  await conn.act({ type: kind, event: d.id, ...body(d) } as Action);
  await settledAt(server, table);
}

/** Every seat asked by an open Karama window passes, in seat order, until none is open. */
export async function passKarama(server: TestServer, table: Watched): Promise<void> {
  for (let guard = 0; guard < 20; guard++) {
    const asked = [...table.seats].find(([, c]) => c.decisions.some((d) => d.kind === 'karama-window'));
    if (!asked) return;
    await answer(server, table, asked[0], 'karama-window', () => ({ cancel: null, card: null }));
  }
  throw new Error('Karama windows kept opening');
}

/**
 * CH.worthless.kull-wahad: the Atreides, Bene Gesserit and CHOAM with the Ixian cards; at the end of CHOAM Charity
 * CHOAM sells its Kulon and the Karama window over the sale waits for the Atreides alone (the Bene Gesserit passed).
 * CHOAM holds Kull Wahad (`holds`) or a Baliset: the same hand size either way.
 */
export function kullWahadPosition(holds: boolean): GameState {
  const three: Faction[] = ['atreides', 'bene-gesserit', 'choam'];
  let s = enterPhase(
    playSetup(createGame({ factions: three, seed: 'kull-wahad-wire', seating: 'listed', cards: ['base', 'ixians'] })).state,
    'choam-charity',
    (x) => {
      for (const f of three) setHand(x, f, []);
      setHand(x, 'choam', [holds ? 'kull-wahad' : 'baliset', 'kulon']);
      setHand(x, 'atreides', ['karama-1']);
      setHand(x, 'bene-gesserit', ['shield-1']);
    },
  );
  s = passKaramaWindows(s).state;
  for (const d of pendingDecisions(s).filter((x) => x.kind === 'claim-charity')) s = act(s, d.seat, { type: 'claim-charity', event: d.id, claim: false }).state;
  s = act(s, 'choam', { type: 'choam-market', event: decisionOf(s, 'choam-market', 'choam').id, sell: ['kulon'], trade: false }, { karama: 'open' }).state;
  const bg = decisionOf(s, 'karama-window', 'bene-gesserit');
  return act(s, 'bene-gesserit', { type: 'karama-window', event: bg.id, cancel: null, card: null }, { karama: 'open' }).state;
}
