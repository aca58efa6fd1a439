// The legal answer to the Stronghold cards' decision (see bots/legal.ts): one of the advantages offered, or none, by `pick`.
import type { Answerer } from '../../answerer.ts';

export const strongholdCardAnswers: { 'hms-card-copy': Answerer<'hms-card-copy'> } = {
  'hms-card-copy': (d, _view, pick) => ({ type: 'hms-card-copy', event: d.id, card: d.options[pick % (d.options.length + 1)] ?? null }),
};
