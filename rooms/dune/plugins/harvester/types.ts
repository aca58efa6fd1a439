import type { TerritoryId } from '../../types.ts';

/** Harvester: the spice blow is doubled. */
export type HarvesterEvent = { type: 'spice-harvested'; territory: TerritoryId; sector: number; amount: number };
