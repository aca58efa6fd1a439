// A game state that arrives from outside the engine (a store read back, an admin import) is checked before it is
// installed: every key known, every faction, card, leader and territory id from the catalogs, numbers bounded,
// lists short; the phase-specific parts (rounds, decisions, windows) are held to plain, bounded JSON without
// prototype keys. Exact card custody and the other engine invariants are checked after this, by the caller.
import { z } from 'zod';
import { ARRAKIS_TERRITORY_IDS, TERRITORY_IDS } from '../rooms/dune/board/territories.ts';
import { SPICE_CARD_IDS } from '../rooms/dune/cards/spice.ts';
import { TREACHERY_CARD_IDS } from '../rooms/dune/cards/ids.ts';
import { RULES_EDITION } from '../rooms/dune/rules-edition.ts';
import { LEADER_IDS, TRAITOR_CARD_IDS } from '../rooms/dune/factions/leaders.ts';
import { CANCEL_ABILITIES, PREVENT_ABILITIES } from '../rooms/dune/karama/abilities.ts';
import { CARD_SETS, FACTIONS, GAME_MODULES, PHASES, type GameState } from '../rooms/dune/types.ts';
import {
  AMBASSADORS,
  COPIABLE_CARDS,
  DISCOVERY_TOKENS,
  NEXUS_EFFECTS,
  SKILLS,
  STRONGHOLD_CARDS,
  TECH_TOKENS,
  TERRORS,
  WORLDS,
} from '../rooms/dune/plugins/answers.ts';
import { DISCOVERED_PLACES } from '../rooms/dune/board/discoveries.ts';
import { plainJson, plainJsonProblem } from './plain-json.ts';
import { prescienceElement } from './actions/common.ts';

const faction = z.enum(FACTIONS);
const int = (min: number, max: number) => z.number().int().min(min).max(max);
// Ids are the catalogs' own lists (the unions of types.ts): a stored game naming anything else is damaged.
const oneOf = <T extends string>(ids: readonly T[], what: string) => z.enum(ids, { error: `not a known ${what} id` });
const treacheryCard = oneOf(TREACHERY_CARD_IDS, 'treachery card');
const spiceCard = oneOf(SPICE_CARD_IDS, 'spice card');
const leaderId = oneOf(LEADER_IDS, 'leader');
const traitorCard = oneOf(TRAITOR_CARD_IDS, 'traitor card');
const territoryId = oneOf(ARRAKIS_TERRITORY_IDS, 'territory');
/** Where forces may stand, and so where battles are fought: Arrakis, the HMS, a discovered place or a homeworld. */
const placeId = oneOf(TERRITORY_IDS, 'territory or homeworld');
// `e<n>`, or a seat's own `e<q>.<k>` (rooms/dune/ids.ts).
const eventId = z.string().regex(/^e\d{1,9}(?:\.\d{1,9})?$/);
const count = int(0, 1_000_000_000);
const amount = int(0, 9_999);
const forces = z.object({ regular: int(0, 60), elite: int(0, 60) }).strict();
const cards = (max: number) => z.array(treacheryCard).max(max);

const config = z
  .object({
    factions: z.array(faction).min(2).max(6),
    seed: z.string().min(1).max(128),
    maxTurns: int(1, 99),
    advanced: z.boolean(),
    seating: z.enum(['random', 'listed']),
    cards: z.array(z.enum(CARD_SETS)).min(1).max(CARD_SETS.length),
    modules: z.array(z.enum(GAME_MODULES)).min(1).max(GAME_MODULES.length).optional(),
    // Only `audience` is ever stored: a game of an earlier build has no key (rooms/dune/config.ts).
    ids: z.literal('audience').optional(),
    // Edition 1 is never stored: a game of an earlier build has no key (rooms/dune/rules-edition.ts).
    rules: z.number().int().min(2).max(RULES_EDITION).optional(),
  })
  .strict();

const factionState = z
  .object({
    faction,
    seat: int(1, 6),
    marker: int(1, 18),
    spice: amount,
    reserves: forces,
    tanks: forces,
    hand: cards(16),
    traitors: z.array(traitorCard).max(8),
    traitorOptions: z.array(traitorCard).max(8),
    discardedTraitors: z.array(traitorCard).max(8),
    leaders: z.partialRecord(leaderId, z.enum(['pool', 'tanks-face-up', 'tanks-face-down', 'captured'])),
    leadersDied: z.array(leaderId).max(40),
    prediction: z
      .object({ faction, turn: int(1, 99) })
      .strict()
      .nullable(),
    bribes: amount,
    kwisatz: z
      .object({
        lost: int(0, 1000),
        awake: z.boolean(),
        inTanks: z.boolean(),
        usedIn: z
          .object({ turn: int(1, 99), territory: placeId })
          .strict()
          .nullable(),
      })
      .strict()
      .optional(),
    captives: z
      .array(z.object({ leader: leaderId, from: faction }).strict())
      .max(40)
      .optional(),
  })
  .strict();

const ambassador = oneOf(AMBASSADORS, 'Ambassador');
const terror = oneOf(TERRORS, 'Terror token');
/** EM.vidal: where Duke Vidal is (Ecaz's state keeps it, or Moritani's in a game without Ecaz). */
const vidalState = z.union([
  z.object({ at: z.literal('held'), by: faction, lent: z.literal(true).optional(), occupier: z.literal(true).optional() }).strict(),
  z.object({ at: z.literal('tanks') }).strict(),
  z.object({ at: z.literal('gone') }).strict(),
]);
const noFieldValue = z.union([z.literal(0), z.literal(3), z.literal(5)]);
const stack = z.object({ faction, territory: placeId, sector: int(0, 18), regular: int(0, 60), elite: int(0, 60), advisors: int(0, 60) }).strict();

const decks = z
  .object({
    spice: z.array(spiceCard).max(SPICE_CARD_IDS.length),
    spiceDiscard: z.array(spiceCard).max(SPICE_CARD_IDS.length),
    spiceDiscardB: z.array(spiceCard).max(SPICE_CARD_IDS.length).optional(),
    treachery: cards(200),
    treacheryDiscard: cards(200),
    traitor: z.array(traitorCard).max(TRAITOR_CARD_IDS.length),
    setAside: cards(200),
  })
  .strict();

const storm = z
  .object({
    sector: int(1, 18).nullable(),
    dialers: z.array(faction).max(6),
    dials: z.partialRecord(faction, int(0, 20)),
    lastDials: z.partialRecord(faction, int(0, 20)),
    lastWheelUsers: z.array(faction).max(6),
    shieldWallDestroyed: z.boolean(),
    card: int(1, 6).nullable().optional(),
  })
  .strict();

/** A pending decision: the fields every decision has are checked; its kind's own fields are plain JSON. */
const decision = z.looseObject({ id: eventId, seat: faction, kind: z.string().min(1).max(40), secret: z.boolean() });

const secretGroup = z
  .object({
    kind: z.string().min(1).max(40),
    events: z.partialRecord(faction, eventId),
    answers: z.partialRecord(faction, z.string().max(8192)),
  })
  .strict();

const skill = z.enum(SKILLS);
const pick = z.object({ card: skill, leader: leaderId }).strict();
const redirectHold = z
  .object({ owner: faction, payer: faction, recipient: faction, amount, credit: z.enum(['spice', 'bribes', 'kaitain', 'junction']) })
  .strict();
const skills = z
  .object({
    deck: z.array(skill).max(SKILLS.length),
    assigned: z.array(z.object({ card: skill, leader: leaderId, faceUp: z.boolean() }).strict()).max(SKILLS.length),
    offers: z.partialRecord(faction, z.array(skill).max(2)),
    kept: z.partialRecord(faction, pick).optional(),
    usedThisPhase: z.partialRecord(skill, z.string().regex(/^\d{1,2}:[a-z-]{1,20}$/)).optional(),
    escrow: z.partialRecord(faction, amount).optional(),
    redirect: redirectHold.optional(),
    redirectQueue: z.array(redirectHold).max(64).optional(),
    rihani: z
      .object({ faction, drawn: z.array(leaderId).max(2) })
      .strict()
      .optional(),
    smuggler: z
      .object({
        battle: z.string().max(16),
        territory: placeId,
        controller: faction,
        leader: leaderId,
        piles: z.record(z.string().regex(/^\d{1,2}$/), amount),
        amount,
      })
      .strict()
      .nullable(),
  })
  .strict();

const side = z.enum(['double', 'cancel']);
const standing = z.discriminatedUnion('card', [
  z.object({ card: z.literal('baliset'), turn: int(0, 99), faction, territory: placeId }).strict(),
  z.object({ card: z.literal('jubba-cloak'), turn: int(0, 99), territory: placeId }).strict(),
  z.object({ card: z.literal('kulon'), turn: int(0, 99) }).strict(),
  z.object({ card: z.literal('la-la-la'), turn: int(0, 99), faction }).strict(),
  z.object({ card: z.literal('kull-wahad'), turn: int(0, 99), phase: z.enum(PHASES), faction }).strict(),
]);
const choam = z
  .object({
    inflation: z
      .object({ turn: int(0, 99), side })
      .strict()
      .nullable(),
    tradedTurn: int(0, 99),
    effects: z.array(standing).max(12),
    trade: z
      .object({ ally: faction, offers: z.partialRecord(faction, treacheryCard.nullable()) })
      .strict()
      .nullable(),
  })
  .strict();

const homeworlds = z
  .object({
    occupiers: z.partialRecord(z.enum(WORLDS), faction),
    intelUsed: z.array(faction).max(6),
    slots: z.array(faction).max(2).optional(),
    receipts: z
      .array(
        z
          .object({
            target: faction,
            category: z.enum(['weapons', 'defenses']),
            spice: int(0, 9_999),
            count: int(0, 20),
            turn: int(0, 99),
            phase: z.enum(PHASES),
          })
          .strict(),
      )
      .max(6),
  })
  .strict();

const karama = z
  .object({
    window: plainJson.nullable(),
    prevented: z.array(z.object({ ability: z.enum([...PREVENT_ABILITIES, ...CANCEL_ABILITIES] as [string, ...string[]]), by: faction }).strict()).max(10),
    powersUsed: z.array(faction).max(6).optional(),
  })
  .strict();

export const GameStateSchema = z
  .object({
    format: z.literal(3),
    config,
    rng: z.tuple([int(0, 0xffffffff), int(0, 0xffffffff), int(0, 0xffffffff), int(0, 0xffffffff)]),
    nextEvent: count,
    privateIds: z.partialRecord(faction, count).optional(),
    actions: count,
    turn: int(0, 99),
    phase: z.enum(PHASES),
    step: z.string().max(40),
    seating: z.array(faction).min(2).max(6),
    factions: z.partialRecord(faction, factionState),
    forces: z.array(stack).max(400),
    decks,
    storm,
    firstPlayer: faction.nullable(),
    spice: z.array(z.object({ territory: territoryId, sector: int(0, 18), amount }).strict()).max(200),
    alliances: z.array(z.tuple([faction, faction])).max(3),
    round: plainJson.nullable(),
    victory: z
      .object({ winners: z.array(faction).max(6), kind: z.string().max(40), turn: int(0, 99) })
      .strict()
      .nullable(),
    pending: z.array(decision.refine((d) => plainJsonProblem(d) === null, { message: 'not plain bounded JSON' })).max(64),
    secretGroups: z.array(secretGroup).max(16),
    karama,
    cardWindow: plainJson.nullable(),
    discards: z.array(z.object({ faction, card: treacheryCard }).strict()).max(40),
    suspended: plainJson.nullable(),
    nullentropy: plainJson.nullable(),
    juice: z
      .object({ turn: int(0, 99), phase: z.enum(PHASES), faction, position: z.enum(['first', 'last']) })
      .strict()
      .nullable(),
    skills: skills.optional(),
    choam: choam.optional(),
    homeworlds: homeworlds.optional(),
    sandtrout: z.object({ waiting: z.boolean(), doubling: z.boolean() }).strict().optional(),
    techTokens: z
      .object({ holders: z.partialRecord(z.enum(TECH_TOKENS), faction), due: z.array(z.enum(TECH_TOKENS)).max(TECH_TOKENS.length) })
      .strict()
      .optional(),
    nexusCards: z
      .object({
        deck: z.array(faction).max(12),
        discard: z.array(faction).max(12),
        held: z.partialRecord(faction, faction),
        lasting: z.array(z.object({ effect: z.enum(NEXUS_EFFECTS), faction, turn: int(0, 99) }).strict()).max(36),
        lastWin: z.object({ winner: faction, loser: faction }).strict().optional(),
        bought: z.object({ faction, card: treacheryCard }).strict().optional(),
        traitorsOwed: int(1, 20).optional(),
        emptyWorm: territoryId.optional(),
        look: z.object({ faction, target: faction, element: prescienceElement }).strict().optional(),
        lastPaid: z
          .object({
            for: z.enum(['shipment', 'card']),
            payer: faction,
            amount,
            paidTo: z.union([faction, z.literal('bank')]),
            received: amount,
            card: treacheryCard.optional(),
          })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    discovery: z
      .object({
        piles: z.object({ hiereg: z.array(z.enum(DISCOVERY_TOKENS)).max(4), smuggler: z.array(z.enum(DISCOVERY_TOKENS)).max(4) }).strict(),
        laid: z.array(z.object({ token: z.enum(DISCOVERY_TOKENS), kind: z.enum(['hiereg', 'smuggler']), site: territoryId }).strict()).max(8),
        locations: z.array(z.object({ place: z.enum(DISCOVERED_PLACES), on: territoryId, turn: int(1, 99) }).strict()).max(5),
        gone: z.array(z.enum(DISCOVERY_TOKENS)).max(8),
        entryTurn: int(1, 99).optional(),
        flight: z
          .object({ faction, turn: int(1, 99) })
          .strict()
          .optional(),
        maker: z
          .object({
            turn: int(1, 99),
            vote: z.boolean(),
            votes: z.array(z.object({ faction, nexus: z.boolean() }).strict()).max(12),
            ride: z.boolean(),
          })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    strongholdCards: z
      .object({
        holders: z.partialRecord(z.enum(STRONGHOLD_CARDS), faction),
        copy: z
          .object({ faction, card: z.enum(COPIABLE_CARDS) })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    ixians: z
      .object({
        hms: z
          .object({ territory: territoryId, sector: int(1, 18) })
          .strict()
          .nullable(),
        pool: z.array(treacheryCard).max(12).optional(),
        selected: int(1, 99).optional(),
        hmsAsked: int(1, 99).optional(),
        cyborgsNegated: z.literal(true).optional(),
        replace: z
          .object({ territory: placeId, sectors: z.array(z.number().int().min(0).max(18)).max(3), max: int(1, 20) })
          .strict()
          .optional(),
        swap: z.object({ ally: faction, card: treacheryCard }).strict().optional(),
        technology: z
          .object({ turn: int(1, 99), used: z.boolean(), asked: int(0, 12) })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    richese: z
      .object({
        cache: z.array(treacheryCard).max(10),
        removed: z.array(treacheryCard).max(10),
        position: z
          .object({ turn: int(1, 99), at: z.enum(['first', 'last']) })
          .strict()
          .optional(),
        soldTurn: int(1, 99).optional(),
        blackMarket: z
          .object({ turn: int(1, 99), sold: z.boolean() })
          .strict()
          .optional(),
        noField: z
          .object({ token: noFieldValue, territory: placeId, sector: z.number().int().min(0).max(18) })
          .strict()
          .nullable()
          .optional(),
        lastNoField: noFieldValue.optional(),
        allyNoField: z.literal(false).optional(),
        lot: z
          .object({
            card: treacheryCard,
            origin: z.enum(['cache', 'black-market']).optional(),
            claim: treacheryCard.nullable().optional(),
            chosenBy: faction.optional(),
            seenBy: z.array(faction).max(12).optional(),
            method: z.enum(['normal', 'once-around', 'silent']),
            direction: z.enum(['right', 'left']).optional(),
            order: z.array(faction).max(6),
            asked: int(0, 999),
            bids: z.array(z.object({ faction, amount: int(0, 999) }).strict()).max(999),
            sealed: z.partialRecord(faction, int(0, 999)),
          })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    ecaz: z
      .object({
        supply: z.array(ambassador).max(11),
        placed: z.array(z.object({ token: ambassador, territory: placeId }).strict()).max(11),
        cohort: z.array(ambassador).max(5),
        triggered: z.array(ambassador).max(5),
        removed: z.array(ambassador).max(11),
        placements: z.object({ turn: int(0, 99), count: int(0, 11) }).strict(),
        arrivals: z.array(z.object({ territory: placeId, entrant: faction, count: int(0, 99).optional() }).strict()).max(99),
        loyal: leaderId.optional(),
        vidal: vidalState.optional(),
        dialBonus: int(1, 99).optional(),
        occupy: z
          .object({ ally: faction, fighter: faction.optional(), prevented: z.literal(true).optional() })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    moritani: z
      .object({
        supply: z.array(terror).max(6),
        placed: z.array(z.object({ territory: placeId, token: terror }).strict()).max(6),
        gone: z.array(terror).max(6),
        aftermath: placeId.optional(),
        extortion: z
          .object({ asked: z.array(faction).max(12) })
          .strict()
          .optional(),
        removedTurn: int(1, 99).optional(),
        arrivals: z.array(z.object({ territory: placeId, entrant: faction, count: int(0, 99).optional() }).strict()).max(99),
        vidal: vidalState.optional(),
        assassinated: z
          .array(z.object({ faction, card: traitorCard }).strict())
          .max(11)
          .optional(),
        draws: int(1, 11).optional(),
      })
      .strict()
      .optional(),
    tleilaxu: z
      .object({
        faceDancers: z.array(traitorCard).max(3),
        revealed: z.array(traitorCard).max(3),
        raised: z.array(faction).max(12).optional(),
        early: z.array(faction).max(12).optional(),
        stopped: z.array(faction).max(1).optional(),
        lowAtRevival: z.literal(true).optional(),
        reveal: z
          .object({ winner: faction, leader: leaderId, territory: placeId, sectors: z.array(z.number().int().min(0).max(18)).max(3) })
          .strict()
          .optional(),
        limitsAsked: z.number().int().min(0).max(99).optional(),
      })
      .strict()
      .refine((t) => t.revealed.every((c) => t.faceDancers.includes(c)), { message: 'a revealed Face Dancer is one of the Face Dancers' })
      .optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    // The seats and the faction records are the configured factions, each once.
    const configured = [...s.config.factions].sort().join();
    if ([...s.seating].sort().join() !== configured || new Set(s.seating).size !== s.seating.length)
      ctx.addIssue({ code: 'custom', path: ['seating'], message: 'the seating is not the configured factions' });
    if (Object.keys(s.factions).sort().join() !== configured)
      ctx.addIssue({ code: 'custom', path: ['factions'], message: 'the factions are not the configured ones' });
    if ((s.config.modules?.includes('homeworlds') ?? false) !== (s.homeworlds !== undefined))
      ctx.addIssue({ code: 'custom', path: ['homeworlds'], message: 'Homeworlds state belongs to a game that plays the variant, and only there' });
    if ((s.config.modules?.includes('sandtrout') ?? false) !== (s.sandtrout !== undefined))
      ctx.addIssue({ code: 'custom', path: ['sandtrout'], message: 'Sandtrout state belongs to a game that plays the module, and only there' });
    if ((s.config.modules?.includes('stronghold-cards') ?? false) !== (s.strongholdCards !== undefined))
      ctx.addIssue({ code: 'custom', path: ['strongholdCards'], message: 'Stronghold card state belongs to a game that plays the module, and only there' });
    if ((s.config.modules?.includes('nexus-cards') ?? false) !== (s.nexusCards !== undefined))
      ctx.addIssue({ code: 'custom', path: ['nexusCards'], message: 'Nexus card state belongs to a game that plays the module, and only there' });
    if ((s.config.modules?.includes('tech-tokens') ?? false) !== (s.techTokens !== undefined))
      ctx.addIssue({ code: 'custom', path: ['techTokens'], message: 'Tech token state belongs to a game that plays the module, and only there' });
    if ((s.factions.ixians === undefined) !== (s.ixians === undefined))
      ctx.addIssue({ code: 'custom', path: ['ixians'], message: 'Ixian state belongs to a game the Ixians play, and only there' });
    if ((s.factions.richese === undefined) !== (s.richese === undefined))
      ctx.addIssue({ code: 'custom', path: ['richese'], message: 'Richese state belongs to a game Richese plays, and only there' });
    if ((s.factions.moritani === undefined) !== (s.moritani === undefined))
      ctx.addIssue({ code: 'custom', path: ['moritani'], message: 'Moritani state belongs to a game Moritani plays, and only there' });
    if ((s.factions.ecaz === undefined) !== (s.ecaz === undefined))
      ctx.addIssue({ code: 'custom', path: ['ecaz'], message: 'Ecaz state belongs to a game Ecaz plays, and only there' });
    if ((s.factions.tleilaxu === undefined) !== (s.tleilaxu === undefined))
      ctx.addIssue({ code: 'custom', path: ['tleilaxu'], message: 'Tleilaxu state belongs to a game the Tleilaxu play, and only there' });
    if ((s.config.ids === 'audience') !== (s.privateIds !== undefined))
      ctx.addIssue({ code: 'custom', path: ['privateIds'], message: 'seats’ own id counters belong to a game numbering ids by audience, and only there' });
    for (const f of Object.keys(s.privateIds ?? {}))
      if (!(s.config.factions as string[]).includes(f)) ctx.addIssue({ code: 'custom', path: ['privateIds', f], message: `${f} is not in this game` });
    if ((s.factions.choam === undefined) !== (s.choam === undefined))
      ctx.addIssue({ code: 'custom', path: ['choam'], message: 'CHOAM state belongs to a game CHOAM plays, and only there' });
    for (const [f, fs] of Object.entries(s.factions))
      if (fs.faction !== f) ctx.addIssue({ code: 'custom', path: ['factions', f, 'faction'], message: `the record of ${f} names ${fs.faction}` });
  });

export type StateCheck = { ok: true; state: GameState } | { ok: false; problems: string[] };

/**
 * Checks a current-format state as it arrived (before zod copies it: a prototype key is refused wherever it is),
 * then against the schema. The caller gets the checked copy, or every problem found (never a partly checked state).
 */
export function checkGameState(value: unknown): StateCheck {
  const plain = plainJsonProblem(value, { depth: 32, length: 10_000 });
  if (plain) return { ok: false, problems: [plain] };
  const parsed = GameStateSchema.safeParse(value);
  if (parsed.success) return { ok: true, state: parsed.data as GameState };
  return { ok: false, problems: parsed.error.issues.slice(0, 20).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`) };
}
