// The Portable Snooper (a card of the CHOAM & Richese cache) as a plug-in: a poison defense that a side which played
// no defense may add after the plans are revealed (late-defense.ts).
import type { Plugin } from '../../extension-points.ts';
import { openPortableSnoopers, portableSnooper as handler } from './late-defense.ts';

export const portableSnooper = {
  name: 'portable-snooper',
  handlers: { 'portable-snooper': handler },
  atBattleStage(ctx, _battle, stage) {
    if (stage === 'snooper') openPortableSnoopers(ctx);
  },
  // The snoopers played stay secret until both sides have answered (their secret group is then closed).
  lateDefensesSecret: (state) => state.secretGroups.some((g) => g.kind === 'portable-snooper'),
} satisfies Plugin;
