// The places a Discovery token becomes once revealed (Ecaz & Moritani's Discovery variant): each a territory of its
// own inside the territory where its token lay, its one neighbour. Board data, like the homeworlds (worlds.ts) and
// the HMS (hms.ts): ids, printed names and what each is as a place (no sector, never under the storm, reached by
// sandworms never); where each lies and what it does are the Discovery plug-in's (plugins/discovery/).
export const DISCOVERED_PLACES = ['jacurutu-sietch', 'cistern', 'ecological-testing-station', 'shrine', 'orgiz-processing-station'] as const;
export type DiscoveredPlace = (typeof DISCOVERED_PLACES)[number];

export const DISCOVERED_NAMES: Record<DiscoveredPlace, string> = {
  'jacurutu-sietch': 'Jacurutu Sietch',
  cistern: 'Cistern',
  'ecological-testing-station': 'Ecological Testing Station',
  shrine: 'Shrine',
  'orgiz-processing-station': 'Orgiz Processing Station',
};

/** Jacurutu Sietch is a stronghold; the others are locations (shipped into at a stronghold's price, no victory). */
export const DISCOVERED_STRONGHOLD: DiscoveredPlace = 'jacurutu-sietch';

const PLACE_SET: ReadonlySet<string> = new Set(DISCOVERED_PLACES);

/** Whether `id` names a discovered place (any string may be asked). */
export const isDiscoveredPlace = (id: string): id is DiscoveredPlace => PLACE_SET.has(id);
