// Who plays each faction of a game being created, kept so that the form cannot strand a game: a faction ticked
// joins as a bot (never an open seat nobody was told about), one seat at most is "you" and moving "you" hands the
// faction left behind to a bot (said in `note`), and the plan is sent only with 2–6 factions. Open seats — a human
// joins later by the share link — are only ever chosen by hand, and named before the game is created.
import type { Faction } from '@dune-rooms/sdk';

export const PROFILES = ['easy', 'medium', 'hard', 'brutal'] as const;
export type Profile = (typeof PROFILES)[number];
/** Who plays a faction: this browser, a human who joins later, or a bot. */
export type Control = 'you' | 'open' | `bot:${Profile}`;
export type SeatPlan = Partial<Record<Faction, Control>>;

/** A newly ticked faction, and the one "you" leaves, is played by this. */
export const DEFAULT_BOT: Control = 'bot:medium';
export const MIN_FACTIONS = 2;
export const MAX_FACTIONS = 6;

export interface PlanChange {
  plan: SeatPlan;
  /** What changed besides the faction the player touched (shown beside the form), or null. */
  note: string | null;
}

/** Sets (or, with null, removes) the control of `faction`; `name` words a faction for the note. */
export function setControl(plan: SeatPlan, faction: Faction, control: Control | null, name: (f: Faction) => string): PlanChange {
  const next: SeatPlan = { ...plan };
  let note: string | null = null;
  if (control === 'you')
    for (const other of Object.keys(next) as Faction[])
      if (other !== faction && next[other] === 'you') {
        next[other] = DEFAULT_BOT;
        note = `${name(other)} is now played by a bot (you play ${name(faction)}).`;
      }
  if (control === null) delete next[faction];
  else next[faction] = control;
  return { plan: next, note };
}

/** Ticking a faction adds it as a bot; unticking removes it. */
export const tick = (plan: SeatPlan, faction: Faction, on: boolean, name: (f: Faction) => string): PlanChange =>
  setControl(plan, faction, on ? DEFAULT_BOT : null, name);

export interface PlanSummary {
  factions: Faction[];
  mine: Faction | null;
  open: Faction[];
  bots: Partial<Record<Faction, Profile>>;
  /** Why the plan cannot be sent, or null when it can. */
  problem: string | null;
}

/** The plan in seating-choice order (`order`): who plays what, and whether it may be sent. */
export function summarise(plan: SeatPlan, order: readonly Faction[]): PlanSummary {
  const factions = order.filter((f) => plan[f] !== undefined);
  const mine = factions.find((f) => plan[f] === 'you') ?? null;
  const open = factions.filter((f) => plan[f] === 'open');
  const bots: Partial<Record<Faction, Profile>> = {};
  for (const f of factions) {
    const c = plan[f]!;
    if (c.startsWith('bot:')) bots[f] = c.slice(4) as Profile;
  }
  const problem =
    factions.length < MIN_FACTIONS
      ? `Tick at least ${MIN_FACTIONS} factions.`
      : factions.length > MAX_FACTIONS
        ? `A game has at most ${MAX_FACTIONS} factions: untick ${factions.length - MAX_FACTIONS}.`
        : null;
  return { factions, mine, open, bots, problem };
}
