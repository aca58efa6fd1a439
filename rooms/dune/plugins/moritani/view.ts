// What the viewers see of the Terror tokens: every viewer where they stand, how many wait in the supply, those gone
// and the Aftermath; Moritani alone which token is which.
import type { Draft, Faction } from '../../types.ts';
import { MORITANI, moritaniOf } from './state.ts';
import type { MoritaniPrivateViewPart, MoritaniViewPart } from './types.ts';

export function moritaniView(state: Draft): MoritaniViewPart {
  const m = moritaniOf(state);
  if (!m) return { moritani: null };
  return {
    moritani: {
      placed: m.placed.map((p) => p.territory),
      supply: m.supply.length,
      gone: [...m.gone],
      aftermath: m.aftermath ?? null,
      extortion: m.extortion !== undefined,
      vidal: m.vidal ? { ...m.vidal } : null,
      assassinated: (m.assassinated ?? []).map((a) => ({ ...a })),
    },
  };
}

export function moritaniPrivateView(state: Draft, faction: Faction): MoritaniPrivateViewPart {
  const m = moritaniOf(state);
  if (!m || faction !== MORITANI) return { terror: null };
  return { terror: { supply: [...m.supply], placed: m.placed.map((p) => ({ ...p })) } };
}
