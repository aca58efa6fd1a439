// The board as typed data, for drawing a map and checking a choice before sending it: the 42 territories (kind,
// storm sectors, shelter), their neighbours, the strongholds, the sectors a force may stand in, the homeworlds of the
// Homeworlds variant and the places of the Discovery variant; and the leader discs.
export { TERRITORIES, STRONGHOLDS, isTerritoryId, type ArrakisTerritoryId, type Territory, type TerritoryKind } from '../rooms/dune/board/territories.ts';
export { neighbours, areAdjacent } from '../rooms/dune/board/adjacency.ts';
export { sectorsOf } from '../rooms/dune/board/movement.ts';
export { DISCOVERED_PLACES, type DiscoveredPlace } from '../rooms/dune/board/discoveries.ts';
export { HOMEWORLDS, WORLDS, type Homeworld, type World } from '../rooms/dune/plugins/answers.ts';
// The leader discs (names, factions, strengths): a seat's view lists its leaders' statuses and ids (`leaders`,
// `leaderIds`), so a client names them from here (`seatLeaders` pairs them). `LEADERS` is every disc, CHOAM's Auditor last.
export {
  ALL_LEADERS as LEADERS,
  AUDITOR,
  leader,
  leadersOf,
  leadersIn,
  isLeaderId,
  seatLeaders,
  type Leader,
} from '../rooms/dune/factions/leaders.ts';
