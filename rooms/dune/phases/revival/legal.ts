// Legal answers to revival decisions (see bots/legal.ts), from the decision and the seat's own view only.
// `pick` varies them: free forces only; as many forces and a leader as the spice allows; the same plus a
// Tleilaxu Ghola when the hand holds one, and the Emperor's Karama revival (1.14.02) when offered and a Karama is held.
import type { Answerer } from '../../answerer.ts';
import { familyOf } from '../../cards/treachery.ts';
import { karamaCardsIn } from '../../karama/cards.ts';
import type { ForceCount, LeaderId, PlayerView } from '../../types.ts';
import { gholaForces } from './ghola.ts';
import { affordable as affordableForces, pickFromTanks, revivalPrice, totalOf } from './force-revival.ts';
import type { GholaUse, KaramaRevival, ReviveDecision } from './types.ts';

function spiceOf(view: PlayerView | null): number {
  return view?.private?.spice ?? 0;
}

function holdsGhola(view: PlayerView | null): boolean {
  return (view?.private?.hand ?? []).some((id) => familyOf(id) === 'tleilaxu-ghola');
}

function minus(a: ForceCount, b: ForceCount): ForceCount {
  return { regular: a.regular - b.regular, elite: a.elite - b.elite };
}

function answerRevive(d: ReviveDecision, view: PlayerView | null, pick: number) {
  const spice = spiceOf(view);
  const free = Math.min(d.freeRevival, d.limit);
  const mode = pick % 3;
  // How many forces the spice pays for beyond the free ones.
  const affordable = mode === 0 ? free : Math.min(d.limit, free + Math.floor(spice / d.costPerForce));
  const forces = affordableForces(pickFromTanks(d.tanks, affordable, d.eliteLimit), free, d, spice);
  let left = spice - revivalPrice(forces, free, d);
  let leader: LeaderId | null = null;
  if (mode !== 0) {
    const option = d.leaders.find((l) => l.cost <= left);
    if (option) {
      leader = option.id;
      left -= option.cost;
    }
  }
  let ghola: GholaUse | null = null;
  if (mode === 2 && holdsGhola(view)) {
    const gholaLeader = d.gholaLeaders.find((id) => id !== leader);
    const eliteLeft = d.eliteLimit === null ? null : d.eliteLimit - forces.elite;
    const extra = pickFromTanks(minus(d.tanks, forces), d.gholaForces, eliteLeft);
    if (gholaLeader !== undefined) ghola = { leader: gholaLeader };
    else if (totalOf(extra) > 0) ghola = { forces: extra };
  }
  const karama = mode === 2 ? karamaRevival(d, view, forces, leader, ghola) : null;
  return { type: 'revive' as const, event: d.id, forces, leader, ghola, ...(karama ? { karamaPower: karama } : {}) };
}

/** 1.14.02: a leader not revived otherwise, else what the tanks still hold, up to the offer's forces. */
function karamaRevival(d: ReviveDecision, view: PlayerView | null, forces: ForceCount, leader: string | null, ghola: GholaUse | null): KaramaRevival | null {
  const offer = d.karamaPower;
  const me = view?.viewer;
  const card = (view && me !== undefined && me !== 'spectator' ? karamaCardsIn(view, me) : [])[0];
  if (!offer || card === undefined) return null;
  const taken = [leader, ghola && 'leader' in ghola ? ghola.leader : null];
  const free = offer.leaders.find((id) => !taken.includes(id));
  if (free !== undefined) return { card, leader: free };
  const extra = gholaForces(ghola);
  const eliteLeft = d.eliteLimit === null ? null : Math.max(0, d.eliteLimit - forces.elite - extra.elite);
  const more = pickFromTanks(minus(minus(d.tanks, forces), extra), offer.forces, eliteLeft);
  return totalOf(more) > 0 ? { card, forces: more } : null;
}

export const revivalAnswers: {
  revive: Answerer<'revive'>;
  'grant-free-revival': Answerer<'grant-free-revival'>;
  'pay-ally-revival': Answerer<'pay-ally-revival'>;
} = {
  revive: answerRevive,
  'grant-free-revival': (d, _view, pick) => ({ type: 'grant-free-revival', event: d.id, grant: pick % 2 === 0 }),
  'pay-ally-revival': (d, view, pick) => ({
    type: 'pay-ally-revival',
    event: d.id,
    forces: pick % 2 === 0 ? Math.min(d.max, Math.floor(spiceOf(view) / d.costPerForce)) : 0,
  }),
};
