// The Discovery variant's rules a client applies too (view-rules.ts): the places revealed stand inside their
// territories as attachments, each its territory's one neighbour.
import type { ViewRules } from '../../view-rules.ts';
import { discoveredAttachments } from './locations.ts';

export const discoveryViewRules = {
  name: 'discovery',
  attachments: discoveredAttachments,
} satisfies ViewRules;
