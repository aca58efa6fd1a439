// Ecaz's decisions as a thinking bot answers them (medium and up), from its own view only: Ambassadors placed while
// spice allows (the cities first, the tokens worth most first), triggered whenever their effect does something, and
// effects used where they help (forces into a stronghold of its own, worthless cards traded away).
import { karamaBarred } from '../../../karama/barred.ts';
import type { BotContext } from '../../../bots/context.ts';
import { inStorm } from '../../../board/storm.ts';
import { isValidSector } from '../../../board/forces.ts';
import { isBoardPlace, territory } from '../../../board/territories.ts';
import { treacheryCard } from '../../../cards/treachery.ts';
import { leader } from '../../../factions/leaders.ts';
import { strongholdFull } from '../../../phases/shipment-movement/board-view.ts';
import type { Decision, DecisionAction, ForceStack, TerritoryId } from '../../../types.ts';
import type { AmbassadorId } from '../types.ts';

type D<K extends Decision['kind']> = Extract<Decision, { kind: K }>;

/** The tokens a bot places (and copies) first: those whose effect is worth most to it. */
const WORTH: readonly AmbassadorId[] = [
  'emperor',
  'guild',
  'tleilaxu',
  'choam',
  'richese',
  'atreides',
  'fremen',
  'ixians',
  'harkonnen',
  'bene-gesserit',
  'ecaz',
];
/** The strongholds most contested first (the cities' ornithopters, Tuek's spice). */
const CONTESTED: readonly TerritoryId[] = ['arrakeen', 'carthag', 'tueks-sietch', 'sietch-tabr', 'habbanya-sietch'];
const rank = <T>(order: readonly T[], x: T) => (order.includes(x) ? order.indexOf(x) : order.length);

/** EC.ambassadors.placement: one more while it keeps a reserve of spice for the turn (more for the stronger profiles). */
export function answerPlacement(d: D<'ambassador-place'>, ctx: BotContext): DecisionAction {
  const spice = ctx.view.private?.spice ?? 0;
  const reserve = 2 + ctx.level * 2;
  if (spice - d.cost < reserve || d.cost > 3) return { type: 'ambassador-place', event: d.id, token: null };
  const token = [...d.tokens].sort((a, b) => rank(WORTH, a) - rank(WORTH, b))[0]!;
  const where = [...d.strongholds].sort((a, b) => rank(CONTESTED, a) - rank(CONTESTED, b))[0]!;
  return { type: 'ambassador-place', event: d.id, token, territory: where };
}

/** EC.ambassadors.trigger: always, for Ecaz itself; the Ecaz token only when it brings Duke Vidal or an ally. */
export function answerTrigger(d: D<'ambassador-trigger'>, ctx: BotContext): DecisionAction {
  const allied = (f: string) => ctx.view.alliances.some((pair) => pair.includes(f as never));
  const vidalFree = (ctx.view.ecaz?.vidal ?? null) === null;
  if (d.token === 'ecaz' && !vidalFree && (allied(ctx.me) || allied(d.entrant))) return { type: 'ambassador-trigger', event: d.id, trigger: false };
  return { type: 'ambassador-trigger', event: d.id, trigger: true };
}

/** A stronghold sector the bot's forces may land in: one it holds already, else an empty one; out of the storm. */
function landingSpot(ctx: BotContext, except: TerritoryId | null): { territory: TerritoryId; sector: number } | null {
  const view = ctx.view;
  const spots = CONTESTED.filter((id) => id !== except && !strongholdFull(view, id, ctx.me)).flatMap((id) =>
    territory(id)
      .sectors.filter((s) => isValidSector(id, s) && !inStorm(view, id, s))
      .map((sector) => ({ territory: id, sector })),
  );
  const allyHere = (id: TerritoryId) =>
    view.forces.some((s) => s.territory === id && s.faction !== ctx.me && view.alliances.some((p) => p.includes(ctx.me) && p.includes(s.faction)));
  const free = spots.filter((s) => !allyHere(s.territory));
  const mine = free.find((s) => view.forces.some((f) => f.faction === ctx.me && f.territory === s.territory));
  return mine ?? free.find((s) => !view.forces.some((f) => f.territory === s.territory)) ?? null;
}

/** The bot's biggest group on the planet, out of the storm and out of the strongholds (one that moves there). */
function groupToMove(ctx: BotContext): ForceStack | null {
  const groups = ctx.view.forces.filter(
    (s) =>
      s.faction === ctx.me &&
      s.regular + s.elite > 0 &&
      isBoardPlace(s.territory) &&
      territory(s.territory).kind !== 'stronghold' &&
      !inStorm(ctx.view, s.territory, s.sector),
  );
  return groups.sort((a, b) => b.regular + b.elite - (a.regular + a.elite))[0] ?? null;
}

export function answerEffect(d: D<'ambassador-effect'>, ctx: BotContext): DecisionAction {
  const pass = { type: 'ambassador-effect', event: d.id, pass: true } as const;
  const me = ctx.view.seats.find((s) => s.faction === ctx.me);
  const hand = ctx.view.private?.hand ?? [];
  const worthless = hand.filter((c) => treacheryCard(c).category === 'worthless');
  switch (d.token) {
    case 'bene-gesserit':
      return { type: 'ambassador-effect', event: d.id, copy: [...d.copies!].sort((a, b) => rank(WORTH, a) - rank(WORTH, b))[0]! };
    case 'guild': {
      const to = landingSpot(ctx, null);
      const regular = Math.min(d.most ?? 0, me?.reserves.regular ?? 0);
      const elite = Math.min((d.most ?? 0) - regular, me?.reserves.elite ?? 0);
      return to === null || regular + elite === 0 ? pass : { type: 'ambassador-effect', event: d.id, to, regular, elite };
    }
    case 'fremen': {
      const group = groupToMove(ctx);
      const to = group && landingSpot(ctx, group.territory);
      if (!group || !to) return pass;
      return {
        type: 'ambassador-effect',
        event: d.id,
        from: { territory: group.territory, sector: group.sector },
        to,
        regular: group.regular,
        elite: group.elite,
      };
    }
    case 'ixians':
    case 'choam':
      return worthless.length === 0 ? pass : { type: 'ambassador-effect', event: d.id, cards: d.token === 'ixians' ? [worthless[0]!] : worthless };
    case 'tleilaxu': {
      const best = [...(d.leaders ?? [])].sort((a, b) => leader(b).strength - leader(a).strength)[0];
      if (best !== undefined) return { type: 'ambassador-effect', event: d.id, leader: best };
      const regular = Math.min(4, me?.tanks.regular ?? 0);
      const elite = Math.min(4 - regular, me?.tanks.elite ?? 0);
      return regular + elite === 0 ? pass : { type: 'ambassador-effect', event: d.id, regular, elite };
    }
    case 'richese':
      return (ctx.view.private?.spice ?? 0) >= 6 ? { type: 'ambassador-effect', event: d.id, buy: true } : pass;
    case 'ecaz':
      // Duke Vidal (a leader of 6) while he may be taken; else an ally.
      return d.vidal ? { type: 'ambassador-effect', event: d.id, vidal: true } : { type: 'ambassador-effect', event: d.id, ally: true };
    default:
      return pass;
  }
}

/** EC.ambassador.ecaz: the entrant allies with Ecaz when it has no ally (an alliance is worth more than none). */
export function answerAlliance(d: D<'ambassador-alliance'>, ctx: BotContext): DecisionAction {
  return { type: 'ambassador-alliance', event: d.id, accept: ctx.level >= 1 || ctx.random() < 0.5 };
}

/** EC.karama: spent when it adds 2 or more to the dial (a battle worth a once-a-game card). */
export function answerEcazKarama(d: D<'ecaz-karama'>, ctx: BotContext): DecisionAction {
  const card = karamaBarred(ctx.view, ctx.me) ? undefined : (ctx.view.private?.hand ?? []).find((c) => treacheryCard(c).family === 'karama');
  return { type: 'ecaz-karama', event: d.id, card: card && d.bonus >= 2 ? card : null };
}
