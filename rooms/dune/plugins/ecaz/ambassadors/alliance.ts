// EC.ambassador.ecaz: the entrant answers the alliance the Ecaz Ambassador offers (Duke Vidal lent with it or not).
import { formAlliance } from '../../../form-alliance.ts';
import type { ActionHandler } from '../../../phases/handler.ts';
import type { Faction } from '../../../types.ts';
import { takeVidal, vidalFree } from '../vidal.ts';
import { resumePending } from '../../../interrupts.ts';

export const ambassadorAlliance: ActionHandler<'ambassador-alliance'> = {
  type: 'ambassador-alliance',
  rule: 'EC.ambassador.ecaz',
  check: (_state, _d, a) => (typeof a.accept === 'boolean' ? null : 'accept must be true or false'),
  apply(ctx, d, a) {
    ctx.close(d);
    const { state } = ctx;
    const entrant = d.seat as Faction;
    if (a.accept) {
      formAlliance(ctx, d.from, entrant);
      if (d.lend && vidalFree(state, entrant)) takeVidal(ctx, entrant, true);
    } else ctx.emit({ type: 'ambassador-alliance-declined', from: d.from, to: entrant });
    resumePending(ctx.state);
  },
};
