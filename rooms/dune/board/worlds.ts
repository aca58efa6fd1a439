// The board's places off Arrakis: the homeworld cards the expansions print, as places forces can stand (ids and
// printed names only). They are board data, like the territories of Arrakis; what happens on them is the Homeworlds
// plug-in's (plugins/homeworlds/), which takes its list of worlds from here.
export const WORLDS = [
  'caladan',
  'wallach-ix',
  'kaitain',
  'salusa-secundus',
  'southern-hemisphere',
  'giedi-prime',
  'junction',
  'tupile',
  'tleilax',
  'ix',
  'richese',
  'ecaz',
  'grumman',
] as const;
export type World = (typeof WORLDS)[number];

export const WORLD_NAMES: Record<World, string> = {
  caladan: 'Caladan',
  'wallach-ix': 'Wallach IX',
  kaitain: 'Kaitain',
  'salusa-secundus': 'Salusa Secundus',
  'southern-hemisphere': 'Southern Hemisphere',
  'giedi-prime': 'Giedi Prime',
  junction: 'Junction',
  tupile: 'Tupile',
  tleilax: 'Tleilax',
  ix: 'Ix',
  richese: 'Richese',
  ecaz: 'Ecaz',
  grumman: 'Grumman',
};

const WORLD_SET: ReadonlySet<string> = new Set(WORLDS);

/** Whether `id` names a place off Arrakis (any string may be asked). */
export function isWorld(id: string): id is World {
  return WORLD_SET.has(id);
}
