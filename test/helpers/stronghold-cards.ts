// Positions for the Stronghold cards' tests (engine and fuzz): a battle in the HMS whose card the Ixians hold.
import { pendingDecisions, type GameState } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { act } from './engine.ts';
import { enterBattle, give } from './battle.ts';
import { aboard, ixiansBoard, put } from './ixians.ts';

/** The Ixians (holding the HMS card, alone in `held`) and the Harkonnen fight in the HMS; answered until `until` opens. */
export function hmsCardBattle(held: readonly string[], until: 'hms-card-copy' | 'battle-plan'): GameState {
  const s = ixiansBoard({ advanced: true, modules: ['stronghold-cards'] });
  s.strongholdCards = { holders: { hms: 'ixians' } };
  const sectors: Record<string, number> = { carthag: 10, 'habbanya-sietch': 16, arrakeen: 9 };
  for (const t of held) put(s, 'ixians', t as never, sectors[t]!, 2);
  aboard(s, 3, 0);
  put(s, 'harkonnen', 'hms', 0, 3);
  give(s, 'harkonnen', 'chaumas');
  give(s, 'ixians', 'shield-1');
  let { state } = enterBattle(s);
  for (let guard = 0; guard < 10 && !pendingDecisions(state).some((d) => d.kind === until); guard++) {
    const d = pendingDecisions(state)[0]!;
    state = act(state, d.seat, legalAnswer(d)).state;
  }
  return state;
}
