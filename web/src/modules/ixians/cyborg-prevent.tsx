// IX.karama-abilities.cyborgs: a seat other than the Ixians holding a Karama card may play it beforehand (3.01.11.02)
// to stop the Cyborgs' bonus in the Ixians' next battle. A free action, public; a second prevention is refused.
import type { GameConnection, PlayerView } from '@dune-rooms/sdk';
import { familyOf } from '@dune-rooms/sdk/answers';
import { titled } from '../../names.ts';
import { FreePanel } from '../../table/free-actions/free-panel.tsx';
import { useFreeAction } from '../../table/free-actions/use-act.ts';

export function CyborgPrevent({ connection, view }: { connection: GameConnection; view: PlayerView }) {
  const state = useFreeAction(connection);
  const card = (view.private?.hand ?? []).find((c) => familyOf(c) === 'karama');
  if (!card || view.ixians === null || view.viewer === 'ixians' || view.phase === 'setup' || view.victory) return null;
  return (
    <FreePanel testid="cyborg-prevent" title={`Play ${titled(card)} against the Ixians`} state={state}>
      <button
        type="button"
        disabled={state.busy}
        data-testid="ixians-cyborg-bonus"
        onClick={() => state.act({ type: 'karama-prevent', ability: 'ixians-cyborg-bonus', card }, 'The Ixians’ Cyborgs count one each in their next battle.')}
      >
        Stop the Cyborgs’ bonus in their next battle
      </button>
    </FreePanel>
  );
}
