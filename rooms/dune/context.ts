// The mutation context handed to phase code: the action's state (copy-on-write, draft.ts) plus the events being produced.
// Phase code changes `ctx.state` (its shared parts through own/ownFaction, draft.ts); nothing else changes.
import { finishDraft, own, ownFaction } from './draft.ts';
import { mintId, sameDecision, type Audience } from './ids.ts';
import type { Decision, DecisionKind, Draft, EventBody, Faction, FactionState, GameEvent, GameState, ReadonlyFaction, Seat, SharedPart } from './types.ts';

type DecisionFields<D> = D extends Decision ? Omit<D, 'id' | 'secret'> : never;

export class Context {
  readonly events: GameEvent[] = [];
  constructor(readonly state: Draft) {}

  /** A fresh id for an event or decision that `audience` sees: public ones and each seat's own are numbered apart (ids.ts). */
  nextId(audience: Audience): string {
    return mintId(this.state, audience);
  }

  /** Records a public event, or one addressed to a single seat. */
  emit(body: EventBody, visibleTo?: Seat): void {
    const event = { id: this.nextId(visibleTo ?? 'everyone'), ...body } as GameEvent;
    if (visibleTo !== undefined) event.visibleTo = visibleTo;
    this.events.push(event);
  }

  /** Opens a public decision: everyone may know who must act. */
  open(decision: DecisionFields<Decision>): Decision {
    const opened = { ...decision, id: this.nextId('everyone'), secret: false } as Decision;
    this.state.pending.push(opened);
    return opened;
  }

  /** Opens one secret decision per seat, collected separately and revealed together. */
  openSecret(kind: DecisionKind, seats: Seat[], fields: (seat: Seat) => DecisionFields<Decision>): void {
    const group = { kind, events: {} as Partial<Record<Seat, string>>, answers: {} as Partial<Record<Seat, string>> };
    for (const seat of seats) {
      const opened = { ...fields(seat), id: this.nextId(seat), secret: true } as Decision;
      this.state.pending.push(opened);
      group.events[seat] = opened.id;
    }
    this.state.secretGroups.push(group);
  }

  /** Closes an answered decision. Returns true when it completed its secret group (time to reveal). */
  close(decision: Decision): boolean {
    this.state.pending = this.state.pending.filter((d) => !sameDecision(d, decision));
    if (!decision.secret) return false;
    const group = this.state.secretGroups.find((g) => g.events[decision.seat] === decision.id);
    if (!group) return false;
    const open = this.state.pending.some((d) => group.events[d.seat] === d.id);
    if (open) return false;
    this.state.secretGroups = this.state.secretGroups.filter((g) => g !== group);
    return true;
  }

  /** The state once the action is done: from then on an ordinary state, never to change again (draft.ts). */
  done(): GameState {
    return finishDraft(this.state);
  }

  /** A faction's state, to read (ownFaction to change it). */
  faction(f: Faction): ReadonlyFaction {
    const fs = this.state.factions[f];
    if (!fs) throw new Error(`faction ${f} is not in this game`);
    return fs;
  }

  /** A faction's state, to change: this action's own copy (draft.ts). */
  ownFaction(f: Faction): FactionState {
    return ownFaction(this.state, f);
  }

  /** A shared part of the state, to change: this action's own copy (draft.ts). */
  own<K extends SharedPart>(key: K): GameState[K] {
    return own(this.state, key);
  }

  /** Factions in play, in seating order. */
  get seating(): readonly Faction[] {
    return this.state.seating;
  }
}
