// The Homeworlds variant (CHOAM & Richese, Ixians & Tleilaxu …), its cards and Tupile, as a plug-in of the core
// (extension-points.ts).
import type { Plugin } from '../../extension-points.ts';
import { homeworldCustodyProblems } from './custody.ts';
import { homeworldHandlers } from './handlers.ts';
import { handLimit } from '../../phases/bidding/eligibility.ts';
import { discardDown, loseTupileSlots } from './hand-limit.ts';
import { syncOccupation } from './occupation.ts';
import { homeworldsOn, newHomeworldsState } from './state.ts';
import { tupileQuote } from './tupile.ts';
import { homeworldViews } from './view.ts';
import { creditNative } from './payments.ts';
import { explosionLosses, homeBonus, mayCallTraitorAt, nativeForcesAt } from './battle.ts';
import { openCaladanReinforce } from './caladan.ts';
import { sardaukarFull, sardaukarNegated } from './salusa-secundus.ts';
import { voiceImmune } from './wallach-ix.ts';

export const homeworlds = {
  name: 'homeworlds',
  // HW.setup: every faction's reserves are on its homeworld; the variant's state holds occupations and Tupile's uses.
  setUp(state) {
    if (state.config.modules?.includes('homeworlds')) state.homeworlds = newHomeworldsState();
  },
  handlers: {
    ...homeworldHandlers,
    // HW.hand-limit: a hand discarded down once Tupile's extra slot is gone.
    'discard-down': discardDown,
  },
  // HW.occupation: occupations start and end as the forces now stand; HW.hand-limit: hands over their limit
  // (Tupile's extra slot lost) are discarded down first.
  settle(ctx) {
    syncOccupation(ctx);
    if (homeworldsOn(ctx.state)) loseTupileSlots(ctx, (f) => handLimit(ctx.state, f));
  },
  // HW.kaitain.low, HW.junction.low: the Emperor's card income and the Guild's shipping income, shared on a low face.
  receiveIncome(ctx, _recipient, amount, credit) {
    if (credit !== 'kaitain' && credit !== 'junction') return false;
    creditNative(ctx, credit, amount);
    return true;
  },
  view: (state) => ({ homeworlds: homeworldViews(state), tupile: tupileQuote(state) }),
  // Tupile's answers reach CHOAM alone.
  privateView: (state, faction) => ({ intelligence: faction === 'choam' ? (state.homeworlds?.receipts ?? []).map((r) => ({ ...r })) : [] }),
  custodyProblems: homeworldCustodyProblems,

  // Battle (phases/battle/): natives on their worlds, the worlds' faces and occupations in battle.
  // HW.battle: on its own homeworld a faction fights with its forces there, its reserves.
  fightersOffBoard: nativeForcesAt,
  // HW.explosion: on its homeworld the native loses only as many forces as the card's battle number.
  afterExplosion: explosionLosses,
  // HW.salusa-secundus.occupied: the Sardaukar lose their advantage.
  starredNegated: sardaukarNegated,
  // HW.wallach-ix.occupied: Wallach IX's occupier and its ally are immune.
  immuneToVoice: voiceImmune,
  // HW.battle: on a homeworld only its native may call a traitor.
  mayCallTraitor: mayCallTraitorAt,
  // HW.battle: the world's battle number; HW.salusa-secundus.high: Sardaukar at full strength without spice.
  sideStrength: (state, side) => ({ starredFull: sardaukarFull(state, side.faction), homeBonus: homeBonus(state, side.faction, side.territory) }),
  // HW.caladan.high: the Atreides winner's reinforcement, after the winner's choice of cards.
  openAfterBattle: (ctx, battle, outcome) => openCaladanReinforce(ctx, battle, outcome.winner),
} satisfies Plugin;
