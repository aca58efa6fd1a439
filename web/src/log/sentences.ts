// Events in words: the common ones as sentences, any other as its type and its key fields.
import type { GameEvent } from '@dune-rooms/sdk';
import { factionName, leaderName, phaseName, place, territoryName, titled } from '../names.ts';

type Fields = Record<string, unknown>;
const f = (x: unknown) => factionName(String(x));
const amounts = (m: unknown) =>
  Object.entries((m ?? {}) as Record<string, number>)
    .map(([k, v]) => `${factionName(k)} ${v}`)
    .join(', ');

const SENTENCES: Record<string, (e: Fields) => string> = {
  'game-created': (e) => `Game created; seating ${(e.seating as string[]).map(f).join(', ')}.`,
  'phase-started': (e) => `${phaseName(String(e.phase))} begins.`,
  'game-over': (e) => {
    const v = e.victory as { winners: string[]; kind: string; turn: number };
    return `Game over: ${v.winners.map(f).join(' and ')} win (${v.kind}) on turn ${v.turn}.`;
  },
  'traitor-picked': (e) => `${f(e.faction)} keep ${leaderName(String(e.leader))} as traitor.`,
  'traitors-chosen': () => 'Everyone has chosen their traitors.',
  'spice-dealt': (e) => `Starting spice: ${amounts(e.amounts)}.`,
  'forces-placed': (e) => `${f(e.faction)} place their forces.`,
  'storm-revealed': (e) => `Storm dials ${amounts(e.dials)}: the storm starts in sector ${e.toSector}.`,
  'storm-dials-revealed': (e) => `Storm dials ${amounts(e.dials)}: the storm will move ${e.movement}.`,
  'storm-moved': (e) => `The storm moves ${e.moved} sectors, from ${e.fromSector} to ${e.toSector}.`,
  'storm-forces-destroyed': (e) => `The storm destroys ${Number(e.regular) + Number(e.elite)} ${f(e.faction)} forces in ${territoryName(String(e.territory))}.`,
  'storm-spice-destroyed': (e) => `The storm blows away ${e.amount} spice in ${territoryName(String(e.territory))}.`,
  'first-player': (e) => `${f(e.faction)} are first player.`,
  'spice-blown': (e) => `Spice blow: ${e.amount} spice in ${place(e as { territory: string; sector: number })}${e.inStorm ? ' (in the storm: lost)' : ''}.`,
  'sandworm-placed': (e) => `Shai-Hulud appears${e.territory ? ` in ${territoryName(String(e.territory))}` : ''}!`,
  'hands-declared': (e) => `Hands: ${amounts(e.counts)}.`,
  'auction-started': (e) => `Card ${e.card} of ${e.of} is up for bid; ${f(e.opener)} open.`,
  'bid-made': (e) => `${f(e.faction)} bid ${e.amount}.`,
  'bid-passed': (e) => `${f(e.faction)} pass.`,
  'card-bought': (e) => `${f(e.faction)} buy card ${e.card} for ${e.price}${e.karama ? ' with a Karama' : ''}.`,
  'card-received': (e) => `You receive ${titled(String(e.card))}.`,
  'bidding-over': (e) => `Bidding over: ${e.sold} sold${Number(e.returned) > 0 ? `, ${e.returned} returned` : ''}.`,
  'charity-claimed': (e) => `${f(e.faction)} claim ${e.amount} spice of CHOAM charity.`,
  'forces-revived': (e) => {
    const n = e.forces as { regular: number; elite: number };
    return `${f(e.faction)} revive ${n.regular + n.elite} forces${Number(e.cost) > 0 ? ` for ${e.cost}` : ''}.`;
  },
  'leader-revived': (e) => `${f(e.faction)} revive ${leaderName(String(e.leader))}.`,
  'shipment-turn': (e) => `${f(e.faction)} to ship and move.`,
  shipped: (e) =>
    `${f(e.faction)} ship ${e.count} ${e.mode === 'off-planet' ? `from ${place(e.from as never)} back to reserves` : `to ${place(e.to as never)}`}${Number(e.cost) > 0 ? ` for ${e.cost} spice` : ''}.`,
  'shipment-passed': (e) => `${f(e.faction)} do not ship.`,
  moved: (e) =>
    `${f(e.faction)} move ${(e.groups as { count: number }[]).reduce((n, g) => n + g.count, 0)} from ${territoryName(String(e.from))} to ${place(e.to as never)}.`,
  'move-passed': (e) => `${f(e.faction)} do not move.`,
  'battle-started': (e) => `Battle in ${territoryName(String(e.territory))}: ${f(e.aggressor)} against ${f(e.defender)}.`,
  'plans-revealed': (e) =>
    `Plans revealed in ${territoryName(String(e.territory))}: ${Object.entries(
      e.plans as Record<string, { leader: string | null; cheapHero: string | null; dial: number; weapon: string | null; defense: string | null }>,
    )
      .map(
        ([k, p]) =>
          `${factionName(k)} ${p.leader ? leaderName(p.leader) : p.cheapHero ? titled(p.cheapHero) : 'no leader'}, dial ${p.dial}, ${p.weapon ? titled(p.weapon) : 'no weapon'}, ${p.defense ? titled(p.defense) : 'no defense'}`,
      )
      .join('; ')}.`,
  'battle-resolved': (e) => (e.winner ? `${f(e.winner)} win the battle.` : 'Nobody wins the battle.'),
  'traitor-revealed': (e) => `Traitor! ${leaderName(String(e.leader))} betrays ${f(e.faction)} for ${f(e.by)}.`,
  'forces-lost': (e) => `${f(e.faction)} lose ${e.count} forces in ${territoryName(String(e.territory))}.`,
  'leader-killed': (e) => `${f(e.faction)} lose their leader ${leaderName(String(e.leader))}.`,
  'spice-collected': (e) => `${f(e.faction)} collect ${e.amount} spice in ${territoryName(String(e.territory))}.`,
  'alliance-formed': (e) => `Alliance formed: ${((e.factions as string[] | undefined) ?? []).map(f).join(' and ')}.`,
  'war-continues': () => 'Nobody has won yet: the war continues.',
  'bribes-collected': (e) => `Bribes collected: ${amounts(e.amounts)}.`,
};

function generic(e: Fields): string {
  const fields = Object.entries(e)
    .filter(([k, v]) => !['id', 'type', 'visibleTo'].includes(k) && v !== undefined && v !== null && typeof v !== 'object')
    .slice(0, 5)
    .map(
      ([k, v]) => `${k} ${k === 'faction' || k === 'by' ? f(v) : k === 'territory' ? territoryName(String(v)) : typeof v === 'string' ? titled(v) : String(v)}`,
    );
  return `${titled(String(e.type))}${fields.length > 0 ? `: ${fields.join(', ')}` : ''}.`;
}

export function sentence(event: GameEvent): string {
  const fields = event as unknown as Fields;
  try {
    return (SENTENCES[event.type] ?? generic)(fields);
  } catch {
    // An event whose shape differs from what the sentence expects still gets its generic line.
    return generic(fields);
  }
}
