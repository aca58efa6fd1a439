// Recruits: played as the Revival phase starts, every faction's free revival is doubled and the normal revival's
// limit is 7 this phase.
import { playedAtPhaseStart } from '../../card-windows/window.ts';
import type { Plugin } from '../../extension-points.ts';

export const recruitsRules = {
  windowCard: {
    family: 'recruits',
    playableIn: (state, window) => window === 'phase-start' && state.phase === 'revival',
  },
  raisedRevival: { playedAtStart: (state) => playedAtPhaseStart(state, 'recruits'), freeTimes: 2, limit: 7 },
} satisfies Omit<Plugin, 'name'>;
