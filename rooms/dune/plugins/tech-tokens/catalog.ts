// The three Tech tokens of Ixians & Tleilaxu (`modules: ['tech-tokens']`), the faction each belongs to, and the phase
// whose end pays it (IT.tech.*, docs/rules/ixians-tleilaxu.tsv).
import type { Phase } from '../../types.ts';

export const TECH_TOKENS = ['spice-production', 'axlotl-tanks', 'heighliners'] as const;
export type TechToken = (typeof TECH_TOKENS)[number];

/**
 * IT.tech.setup: the faction that starts with each token when seated (Fremen, Tleilaxu, Ixians). Named as text: the
 * Tleilaxu and Ixians are factions of their own plug-ins, which a game may not seat.
 */
export const NATIVE: Readonly<Record<TechToken, string>> = {
  'spice-production': 'fremen',
  'axlotl-tanks': 'tleilaxu',
  heighliners: 'ixians',
};

/** Tech token income: the phase at whose end each token pays, once its trigger happened in it. */
export const PAYS_AFTER: Readonly<Record<TechToken, Phase>> = {
  'spice-production': 'choam-charity',
  'axlotl-tanks': 'revival',
  heighliners: 'shipment-movement',
};

/** The faction whose own triggers do not count for each token (a Tech token's income). */
export const EXEMPT: Readonly<Record<TechToken, string>> = {
  'spice-production': 'bene-gesserit',
  'axlotl-tanks': 'tleilaxu',
  heighliners: 'guild',
};
