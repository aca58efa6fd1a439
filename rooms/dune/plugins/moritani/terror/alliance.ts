// MO.enemy-of-my-enemy: offered an alliance instead of the reveal, the entrant accepts — both leave their alliances,
// they ally, and the token goes back to Moritani's supply unrevealed — or refuses, and the token is revealed.
import { allyOf } from '../../../alliances.ts';
import { formAlliance } from '../../../form-alliance.ts';
import { resumePending } from '../../../interrupts.ts';
import type { ActionHandler } from '../../../phases/handler.ts';
import type { Faction } from '../../../types.ts';
import { MORITANI, moritaniOf } from '../state.ts';
import { reveal } from './effects.ts';

export const terrorAlliance: ActionHandler<'terror-alliance'> = {
  type: 'terror-alliance',
  rule: 'MO.enemy-of-my-enemy',
  check: (_state, _d, a) => (typeof a.accept === 'boolean' ? null : 'accept must be true or false'),
  apply(ctx, d, a) {
    ctx.close(d);
    const entrant = d.seat as Faction;
    if (!a.accept) {
      ctx.emit({ type: 'terror-alliance-refused', territory: d.territory, to: entrant });
      return reveal(ctx, d.territory, entrant);
    }
    const { state } = ctx;
    const broken = [MORITANI, entrant].flatMap((f) => {
      const ally = allyOf(state, f);
      return ally === null ? [] : [f, ally];
    });
    if (broken.length > 0) {
      state.alliances = state.alliances.filter(([x, y]) => !broken.includes(x) && !broken.includes(y));
      ctx.emit({ type: 'alliances-broken', factions: [...new Set(broken)] });
    }
    formAlliance(ctx, MORITANI, entrant);
    const m = moritaniOf(state)!;
    const at = m.placed.find((p) => p.territory === d.territory)!;
    m.placed = m.placed.filter((p) => p !== at);
    m.supply.push(at.token);
    ctx.emit({ type: 'terror-returned', territory: d.territory });
    resumePending(ctx.state);
  },
};
