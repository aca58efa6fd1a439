// Legal answers to the Leader Skills decisions (see bots/legal.ts).
import type { Answerer } from '../answerer.ts';

/** A legal allocation of a Smuggler collection: piles filled in turn, starting from the `pick`-th sector. */
export function fillAllocation(piles: Record<string, number>, amount: number, pick = 0): Record<string, number> {
  const sectors = Object.keys(piles).sort((a, b) => Number(a) - Number(b));
  const start = pick % Math.max(1, sectors.length);
  const order = [...sectors.slice(start), ...sectors.slice(0, start)];
  const out: Record<string, number> = {};
  let left = amount;
  for (const sector of order) {
    const take = Math.min(piles[sector]!, left);
    if (take > 0) out[sector] = take;
    left -= take;
  }
  return out;
}

export const skillAnswers: {
  'pick-skill': Answerer<'pick-skill'>;
  'skill-posture': Answerer<'skill-posture'>;
  'smuggler-allocation': Answerer<'smuggler-allocation'>;
} = {
  'pick-skill': (d, _view, pick) => ({
    type: 'pick-skill',
    event: d.id,
    card: d.options[pick % d.options.length]!,
    leader: d.leaders[(pick >> 1) % d.leaders.length]!,
  }),
  'skill-posture': (d, _view, pick) => ({ type: 'skill-posture', event: d.id, faceUp: pick % 2 === 0 }),
  'smuggler-allocation': (d, _view, pick) => ({ type: 'smuggler-allocation', event: d.id, allocations: fillAllocation(d.piles, d.amount, pick) }),
};
