// Legal answers to storm decisions (see bots/legal.ts).
import type { Answerer } from '../../bots/legal.ts';

export const stormAnswers: { 'dial-storm': Answerer<'dial-storm'> } = {
  'dial-storm': (d, _view, pick) => ({ type: 'dial-storm', event: d.id, value: d.min + ((pick * 7) % (d.max - d.min + 1)) }),
};
