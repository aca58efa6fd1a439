// Bene Gesserit advisors and fighters (2.02.11–2.02.17), from the seat's own view: an advisor follows a landing into
// a stronghold (a foothold that Wartime can arm later), fighters turn to advisors rather than lose a battle, and
// advisors take up arms where they would outnumber every enemy.
import { territory } from '../board/territories.ts';
import type { IntrusionDecision, SpiritualAdvisorDecision, WartimeDecision } from '../phases/shipment-movement/types.ts';
import type { DecisionAction, PlayerView, TerritoryId } from '../types.ts';
import { enemiesIn, fightersOf, unitOf } from './board.ts';
import type { BotContext } from './context.ts';

const BG = 'bene-gesserit' as const;

/** Bene Gesserit advisors in a territory (public, 2.02.10). */
function advisorsOf(view: PlayerView, id: TerritoryId): number {
  return view.forces.filter((s) => s.faction === BG && s.territory === id).reduce((n, s) => n + s.advisors, 0);
}

export function answerSpiritualAdvisor(d: SpiritualAdvisorDecision, ctx: BotContext): DecisionAction {
  const seat = ctx.view.seats.find((s) => s.faction === BG);
  const send = seat !== undefined && seat.reserves.regular + seat.reserves.elite > 0;
  const advisor = send && d.advisorTo !== undefined && territory(d.advisorTo.territory).kind === 'stronghold';
  return { type: 'spiritual-advisor', event: d.id, send, ...(advisor ? { advisor: true } : {}) };
}

export function answerWartime(d: WartimeDecision, ctx: BotContext): DecisionAction {
  const unit = unitOf(ctx.view, BG);
  // Arm where the advisors would outnumber the strongest enemy: they then hold (or take) the territory.
  const territories = d.territories.filter((id) => advisorsOf(ctx.view, id) > enemiesIn(ctx.view, unit, id).strongest + (ctx.level >= 2 ? 1 : 0));
  return { type: 'wartime', event: d.id, territories };
}

export function answerIntrusion(d: IntrusionDecision, ctx: BotContext): DecisionAction {
  const unit = unitOf(ctx.view, BG);
  // Keep fighting only with a clear majority; otherwise slip into advisors and lose nothing.
  const mine = fightersOf(ctx.view, BG, d.territory);
  const flip = mine <= enemiesIn(ctx.view, unit, d.territory).strongest + (ctx.level >= 2 ? 1 : 0);
  return { type: 'intrusion', event: d.id, flip };
}
