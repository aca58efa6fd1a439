// Legal answers to set-up decisions (see bots/legal.ts).
import type { Answerer } from '../../answerer.ts';

export const setupAnswers: {
  predict: Answerer<'predict'>;
  'pick-traitor': Answerer<'pick-traitor'>;
  'place-fremen': Answerer<'place-fremen'>;
  'place-advisor': Answerer<'place-advisor'>;
} = {
  predict: (d, _view, pick) => ({ type: 'predict', event: d.id, faction: d.factions[pick % d.factions.length]!, turn: 1 + (pick % d.turns.max) }),
  'pick-traitor': (d, _view, pick) => ({ type: 'pick-traitor', event: d.id, leader: d.options[pick % d.options.length]! }),
  'place-fremen': (d, _view, pick) =>
    pick % 2 === 0
      ? { type: 'place-fremen', event: d.id, placements: [{ territory: 'sietch-tabr', sector: 13, count: d.forces }] }
      : {
          type: 'place-fremen',
          event: d.id,
          placements: [
            { territory: 'sietch-tabr', sector: 13, count: 4 },
            { territory: 'false-wall-south', sector: 4, count: 3 },
            { territory: 'false-wall-west', sector: 16, count: d.forces - 7 },
          ],
        },
  'place-advisor': (d) => ({ type: 'place-advisor', event: d.id, territory: 'polar-sink', sector: 0 }),
};
