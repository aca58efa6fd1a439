// The Discovery variant's rules a client applies too (view-rules.ts): the places revealed stand inside their
// territories as attachments, each its territory's one neighbour; DS.shrine: the faction with fighters in the Shrine
// plays a Truthtrance as a Karama and a Karama as a Truthtrance.
import type { ViewRules } from '../../view-rules.ts';
import { discoveredAttachments } from './locations.ts';

const SHRINE = 'shrine';

export const discoveryViewRules = {
  name: 'discovery',
  attachments: discoveredAttachments,
  standIns(board, faction) {
    if (!board.discovery?.locations.some((l) => l.place === SHRINE)) return null;
    const there = board.forces.some((s) => s.faction === faction && s.territory === SHRINE && s.regular + s.elite > 0);
    return there ? { karama: ['truthtrance'], truthtrance: ['karama'] } : null;
  },
} satisfies ViewRules;
