// Distrans as a plug-in: a free action that gives a card from the hand to another seat with room (distrans.ts).
import type { Plugin } from '../../extension-points.ts';
import { applyDistrans, checkDistrans } from './distrans.ts';

export const distrans = {
  name: 'distrans',
  freeActions: { distrans: { rule: 'richese.distrans', check: checkDistrans, apply: applyDistrans } },
} satisfies Plugin;
