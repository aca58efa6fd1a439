// The base game's action handlers: every phase's, the Karama window's and the card windows'. The plug-ins add their
// own, and the composition root (plugins/index.ts) joins them into the engine's table.
import { cardWindow } from './card-windows/window.ts';
import { karamaHandlers } from './karama/handler.ts';
import { harkonnenReturn } from './karama/powers/harkonnen.ts';
import { PHASE_HANDLERS } from './phases/handlers.ts';

export const CORE_HANDLERS = {
  ...PHASE_HANDLERS,
  ...karamaHandlers,
  'card-window': cardWindow,
  'harkonnen-return': harkonnenReturn,
};
