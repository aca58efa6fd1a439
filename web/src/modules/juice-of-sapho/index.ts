// Juice of Sapho (a card of the CHOAM & Richese cache): played in a window, it names its use there: first or last in
// the phase's turn order as a phase starts, the aggressor as a battle starts.
import { titled } from '../../names.ts';
import type { WebModule, WindowUse } from '../module.ts';

const USES: { mode: NonNullable<WindowUse['mode']>; words: string }[] = [
  { mode: 'first', words: 'to go first' },
  { mode: 'last', words: 'to go last' },
  { mode: 'aggressor', words: 'to be the aggressor' },
];

export const juiceOfSapho = {
  id: 'juice-of-sapho',
  inPlay: (view) => view.cards.includes('richese'),
  windowCard: {
    family: 'juice-of-sapho',
    plays: (decision, card) =>
      USES.filter(({ mode }) => (decision.window === 'battle-start') === (mode === 'aggressor')).map(({ mode, words }) => ({
        label: `Play ${titled(card)} ${words}`,
        use: { mode },
      })),
  },
} satisfies WebModule;
