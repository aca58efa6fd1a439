// The Discovery variant as the thinking bots (medium and up) answer it, from the seat's own view: a token the seat
// looks at is revealed (a stash pays its revealer; a place serves whoever holds it, and the seat is there), and the
// forces around a place revealed last turn move in (hard and up keep one behind in the territory they leave).
import type { BotContext } from '../../../bots/context.ts';
import type { ThinkingPlugin } from '../../../bots/extension-points.ts';
import { cardValue } from '../../../bots/cards.ts';
import { stormGain } from '../../../bots/storm.ts';
import { allyOf } from '../../../alliances.ts';
import { strongholdsOn } from '../../../board/movement.ts';
import type { Decision, DecisionAction } from '../../../types.ts';

type D<K extends Decision['kind']> = Extract<Decision, { kind: K }>;

function answerReveal(d: D<'discovery-reveal'>, ctx: BotContext): DecisionAction {
  const token = ctx.view.private?.discoveries.find((t) => t.site === d.site)?.token;
  return { type: 'discovery-reveal', event: d.id, reveal: token !== undefined };
}

function answerEntry(d: D<'discovery-entry'>, ctx: BotContext): DecisionAction {
  // Hold the parent territory with one force where the seat has several stacks; the rest go in.
  const keep = ctx.level >= 3 && d.stacks.length > 0 ? 1 : 0;
  const groups = d.stacks.map((s, i) => ({ sector: s.sector, count: i === 0 ? s.count - keep : s.count })).filter((g) => g.count > 0);
  return { type: 'discovery-entry', event: d.id, groups };
}

/** DS.testing-station: the movement, of one more, one fewer or as it is, that costs the seat's enemies most. */
function answerTestingStation(d: D<'testing-station'>, ctx: BotContext): DecisionAction {
  const options = ([0, 1, -1] as const).filter((c) => d.movement + c >= 0);
  const best = options.reduce((a, b) => (stormGain(ctx, d.movement + b) > stormGain(ctx, d.movement + a) ? b : a), 0 as -1 | 0 | 1);
  return { type: 'testing-station', event: d.id, change: best };
}

/** DS.great-maker: an unallied seat wants a Nexus to find an ally; an allied one keeps what it has. */
function answerVote(d: D<'great-maker-vote'>, ctx: BotContext): DecisionAction {
  return { type: 'great-maker-vote', event: d.id, nexus: allyOf(ctx.view, ctx.me) === null };
}

/** DS.great-maker: a few forces to a stronghold nobody else holds (the first offered), else none ride. */
function answerRide(d: D<'great-maker-ride'>, ctx: BotContext): DecisionAction {
  const held = (t: string) => ctx.view.forces.some((s) => s.territory === t && s.faction !== ctx.me && s.regular + s.elite > 0);
  const place = d.places.find((p) => strongholdsOn(ctx.view).includes(p.territory) && !held(p.territory));
  if (!place) return { type: 'great-maker-ride', event: d.id, to: null, count: 0 };
  const count = Math.min(d.max, RIDERS);
  // Ordinary forces first; Fedaykin make up the rest.
  const regular = Math.min(count, ctx.view.seats.find((s) => s.faction === ctx.me)?.reserves.regular ?? 0);
  const to = { territory: place.territory, sector: place.sectors[0]! };
  return { type: 'great-maker-ride', event: d.id, to, count, ...(count > regular ? { elite: count - regular } : {}) };
}

/** DS.great-maker: how many forces a thinking Fremen rides from reserves at most. */
const RIDERS = 4;

/** DS.card-stash: over the hand limit, the card worth least goes. */
function answerDiscard(d: D<'discovery-discard'>, ctx: BotContext): DecisionAction {
  const held = ctx.view.private?.hand ?? [];
  const hand = [...held].sort((a, b) => cardValue(a, held) - cardValue(b, held));
  return { type: 'discovery-discard', event: d.id, card: hand[0]! };
}

export const discoveryThinkingPlugin = {
  name: 'discovery',
  thinkers: {
    'discovery-discard': answerDiscard,
    'testing-station': answerTestingStation,
    'great-maker-vote': answerVote,
    'great-maker-ride': answerRide,
    'discovery-reveal': answerReveal,
    'discovery-entry': answerEntry,
  },
} satisfies ThinkingPlugin;
