// A legal answer to any decision, chosen from the decision alone (never from hidden state), varied by `pick`.
// Tests and the load tester use it to play; the bot profiles build on the same contract (decision in, action out).
import type { Action, Decision } from '../types.ts';

export function legalAnswer(decision: Decision, pick = 0): Action {
  switch (decision.kind) {
    case 'predict':
      return { type: 'predict', event: decision.id, faction: decision.factions[pick % decision.factions.length]!, turn: 1 + (pick % decision.turns.max) };
    case 'pick-traitor':
      return { type: 'pick-traitor', event: decision.id, leader: decision.options[pick % decision.options.length]! };
    case 'place-fremen':
      return pick % 2 === 0
        ? { type: 'place-fremen', event: decision.id, placements: [{ territory: 'sietch-tabr', sector: 13, count: decision.forces }] }
        : {
            type: 'place-fremen',
            event: decision.id,
            placements: [
              { territory: 'sietch-tabr', sector: 13, count: 4 },
              { territory: 'false-wall-south', sector: 4, count: 3 },
              { territory: 'false-wall-west', sector: 16, count: decision.forces - 7 },
            ],
          };
    case 'place-advisor':
      return { type: 'place-advisor', event: decision.id, territory: 'polar-sink', sector: 0 };
    case 'dial-storm':
      return { type: 'dial-storm', event: decision.id, value: (pick * 7) % (decision.max + 1) };
  }
}
