// The mutation context handed to phase code: a private copy of the state plus the events being produced.
// Phase code mutates `ctx.state` freely; the caller discards the copy if anything is rejected.
import type { Decision, DecisionKind, EventBody, Faction, FactionState, GameEvent, GameState, Seat } from './types.ts';

type DecisionFields<D> = D extends Decision ? Omit<D, 'id' | 'secret'> : never;

export class Context {
  readonly events: GameEvent[] = [];
  constructor(readonly state: GameState) {}

  /** A fresh event id; decisions and events share one sequence. */
  nextId(): string {
    return `e${this.state.nextEvent++}`;
  }

  /** Records a public event, or one addressed to a single seat. */
  emit(body: EventBody, visibleTo?: Seat): void {
    const event = { id: this.nextId(), ...body } as GameEvent;
    if (visibleTo !== undefined) event.visibleTo = visibleTo;
    this.events.push(event);
  }

  /** Opens a public decision: everyone may know who must act. */
  open(decision: DecisionFields<Decision>): Decision {
    const opened = { ...decision, id: this.nextId(), secret: false } as Decision;
    this.state.pending.push(opened);
    return opened;
  }

  /** Opens one secret decision per seat, collected separately and revealed together. */
  openSecret(kind: DecisionKind, seats: Seat[], fields: (seat: Seat) => DecisionFields<Decision>): void {
    const group = { kind, events: {} as Partial<Record<Seat, string>>, answers: {} as Partial<Record<Seat, string>> };
    for (const seat of seats) {
      const opened = { ...fields(seat), id: this.nextId(), secret: true } as Decision;
      this.state.pending.push(opened);
      group.events[seat] = opened.id;
    }
    this.state.secretGroups.push(group);
  }

  /** Closes an answered decision. Returns true when it completed its secret group (time to reveal). */
  close(decision: Decision): boolean {
    this.state.pending = this.state.pending.filter((d) => d.id !== decision.id);
    if (!decision.secret) return false;
    const group = this.state.secretGroups.find((g) => g.events[decision.seat] === decision.id);
    if (!group) return false;
    const open = Object.values(group.events).some((id) => this.state.pending.some((d) => d.id === id));
    if (open) return false;
    this.state.secretGroups = this.state.secretGroups.filter((g) => g !== group);
    return true;
  }

  faction(f: Faction): FactionState {
    const fs = this.state.factions[f];
    if (!fs) throw new Error(`faction ${f} is not in this game`);
    return fs;
  }

  /** Factions in play, in seating order. */
  get seating(): readonly Faction[] {
    return this.state.seating;
  }
}
