// The timing floor. Some questions are put to every seat whether or not it holds a card that answers them (a Karama
// window, a card play window, the Portable Snooper question, CHOAM's Kull Wahad reaction …), so that being asked reveals
// nothing. How soon the answer comes would: the SDK passes at once for a seat without the card, and a seat with one
// takes longer, or plays it. So an answer a human seat sends to such a decision is held here until the decision has
// been open for the floor, and only then given to the engine: "no card", "a card, played" and "a card, passed after
// thought" look alike for at least that long. How long a decision stays open then depends on public facts alone:
// the floor when a human must answer, the bots' delay (a public setting of the game) when a bot or autopilot does —
// so an all-bot game has no floor. The engine has no clock: the floor is the room's (PAUSE_FLOOR_MS, 0: none).
import { decisionKey, type Action, type Decision, type DecisionKind, type Faction, type GameState } from './dune/index.ts';

/**
 * The decisions whose quick answer would tell that the seat holds no card to play: each is put to every seat that
 * meets a public condition, holder or not, and a pass is what a seat without the card answers (docs/ARCHITECTURE.md
 * §11 lists the decisions checked, and why the others are not here).
 */
export const FLOORED_KINDS: ReadonlySet<DecisionKind> = new Set<DecisionKind>([
  'karama-window',
  'kull-wahad',
  'card-window',
  'portable-snooper',
  'call-traitor',
  'truthtrance',
  'weather-control',
  'family-atomics',
  'choam-worthless',
  'choam-market',
  // Offers of spice (rules edition 3 asks CHOAM's battle funding whatever it holds): a seat with none to offer
  // answers 0 at once, one with some takes its time.
  'choam-battle-support',
  'offer-bid-support',
  'offer-shipment-support',
  'pay-ally-revival',
  // Choices a seat short of spice cannot take (it may only decline), answered at once if so.
  'audit-payoff',
  'kaitain-discard',
  // MO.terror.extortion: every other faction is asked, one short of 3 spice may only decline.
  'extortion-pay',
  // MO.assassinate: asked after every loss the public facts allow, whether Moritani holds a card for it or not.
  'moritani-assassinate',
  // MO.karama: asked after every loss the public facts allow, whether Moritani holds a Karama card or not.
  'moritani-karama',
  // EC.karama: asked whenever the revealed plans allow it, whether Ecaz holds a Karama card or not.
  'ecaz-karama',
]);

/** The server's default floor, in ms. */
export const DEFAULT_PAUSE_FLOOR_MS = 1500;

export class PauseFloor {
  /** When the room first showed each open floored decision (decisionKey → ms since the epoch). */
  private readonly opened = new Map<string, number>();

  constructor(private readonly floorMs: number) {}

  /** Notes when each floored decision open now was first shown; forgets those no longer open. Call after each show. */
  sync(pending: readonly Decision[], now: number): void {
    if (this.floorMs === 0) return;
    const open = new Set<string>();
    for (const d of pending) {
      if (!FLOORED_KINDS.has(d.kind)) continue;
      const key = decisionKey(d);
      open.add(key);
      if (!this.opened.has(key)) this.opened.set(key, now);
    }
    for (const key of this.opened.keys()) if (!open.has(key)) this.opened.delete(key);
  }

  /** How long `seat`'s `action` must wait before the engine gets it (0: at once): a floored decision opened too recently. */
  holdFor(game: GameState, seat: Faction, action: Action, now: number): number {
    if (this.floorMs === 0 || !('event' in action)) return 0;
    const decision = game.pending.find((d) => d.id === action.event && d.seat === seat);
    if (!decision || !FLOORED_KINDS.has(decision.kind)) return 0;
    const key = decisionKey(decision);
    // Not seen opening (it cannot be answered before it is shown): its floor starts now.
    if (!this.opened.has(key)) this.opened.set(key, now);
    return Math.max(0, this.opened.get(key)! + this.floorMs - now);
  }
}
