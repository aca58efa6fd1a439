// The map edge: 18 storm sectors, the player circles and the Storm Start Sector.
//
// Numbering (fixed here, used everywhere): sectors 1–18 as in the reference territory data, increasing in the
// direction the storm travels (counterclockwise, rule 1.01.02). Tuek's Sietch lies in sector 4, Arrakeen in 9,
// Carthag in 10, Sietch Tabr in 13, Habbanya Sietch in 16.
//
// Decisions recorded here (the rulebook places these by the printed board, which we cannot read off the data):
// - The six player circles sit one every third sector: 1, 4, 7, 10, 13, 16. The circle in sector 4 is the one
//   "nearest Tuek's Sietch" (0.07).
// - The Storm Start Sector is 18, between the circles of sectors 16 and 1, so exactly two markers are nearest on
//   either side of it when all circles are used (0.16).
// - With fewer than six players, seats take circles spread evenly around the edge starting from Tuek's circle.

export const SECTOR_COUNT = 18;
export const STORM_START_SECTOR = 18;
export const PLAYER_CIRCLES: readonly number[] = [4, 7, 10, 13, 16, 1];

/** Sector reached by moving `steps` sectors counterclockwise (the storm's direction) from `from`. */
export function advance(from: number, steps: number): number {
  return ((((from - 1 + steps) % SECTOR_COUNT) + SECTOR_COUNT) % SECTOR_COUNT) + 1;
}

/** Counterclockwise distance from `from` to `to`, in 0..17. */
export function distanceAhead(from: number, to: number): number {
  return (((to - from) % SECTOR_COUNT) + SECTOR_COUNT) % SECTOR_COUNT;
}

/**
 * 0.07/0.10: the circle of each seat. Seat 1 takes Tuek's circle; each next seat sits to the right of the previous
 * one, which on the board is the next circle counterclockwise.
 */
export function markerSectors(players: number): number[] {
  if (players < 1 || players > PLAYER_CIRCLES.length) throw new RangeError(`markerSectors: ${players} players`);
  return Array.from({ length: players }, (_, i) => PLAYER_CIRCLES[Math.floor((i * PLAYER_CIRCLES.length) / players)]!);
}

/**
 * 0.16: the two markers nearest the Storm Start Sector on either side: the first one reached going
 * counterclockwise from it and the first one reached going clockwise. With two players they may be the same
 * marker only if one player sits on each side — which always holds for two distinct circles, so two markers are
 * returned whenever at least two players are seated.
 */
export function firstStormDialers(markers: readonly number[]): [number, number] {
  if (markers.length < 2) throw new RangeError('firstStormDialers: needs two markers');
  const ahead = [...markers].sort((a, b) => distanceAhead(STORM_START_SECTOR, a) - distanceAhead(STORM_START_SECTOR, b));
  const behind = [...markers].sort((a, b) => distanceAhead(a, STORM_START_SECTOR) - distanceAhead(b, STORM_START_SECTOR));
  const first = ahead[0]!;
  const second = behind[0] === first ? behind[1]! : behind[0]!;
  return [first, second];
}

/**
 * 1.01.01: the marker the storm next approaches, i.e. the first marker strictly ahead of the storm's sector in its
 * direction of travel (a marker in the storm's own sector has been reached, not approached).
 */
export function nextMarkerAhead(stormSector: number, markers: readonly number[]): number {
  if (markers.length === 0) throw new RangeError('nextMarkerAhead: no markers');
  const steps = (m: number): number => distanceAhead(stormSector, m) || SECTOR_COUNT;
  return [...markers].sort((a, b) => steps(a) - steps(b))[0]!;
}
