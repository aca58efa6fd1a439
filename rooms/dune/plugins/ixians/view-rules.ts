// The Ixians' rules a client applies too (view-rules.ts): where the HMS sits as a place of the board, who may ship into
// it, and how far a group with a Cyborg moves.
import type { ViewRules } from '../../view-rules.ts';
import { HMS } from '../../board/hms.ts';
import { cyborgRange } from './forces.ts';
import { hmsAttachments } from './hms.ts';
import { IXIANS } from './state.ts';

export const ixiansViewRules = {
  name: 'ixians',
  attachments: hmsAttachments,
  // IX.hms.entry: only the Ixians ship into the HMS (once it is on the board); others move in from below it.
  closedToShipment(board, faction, territory) {
    if (territory !== HMS) return null;
    if (!board.ixians?.hms) return 'IX.hms: the HMS is not on the board';
    return faction === IXIANS ? null : 'IX.hms.entry: only the Ixians ship into the HMS; others move in from the territory it sits on';
  },
  moveRange: cyborgRange,
} satisfies ViewRules;
