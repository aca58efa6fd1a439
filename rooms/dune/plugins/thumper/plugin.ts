// Thumper as a plug-in: played as the Spice Blow starts (not on turn 1, when a sandworm would only be set aside,
// 1.02.02), play proceeds as though a Shai-Hulud card were revealed before the first card.
import { playedAtPhaseStart } from '../../card-windows/window.ts';
import type { Plugin } from '../../extension-points.ts';

export const thumper = {
  name: 'thumper',
  windowCard: {
    family: 'thumper',
    playableIn: (state, window) => window === 'phase-start' && state.phase === 'spice-blow' && state.turn > 1,
  },
  wormBeforeBlow: (state) => playedAtPhaseStart(state, 'thumper'),
} satisfies Plugin;
