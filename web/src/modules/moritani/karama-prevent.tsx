// MO.karama-abilities: a seat other than Moritani holding a Karama card may play it beforehand (3.01.11.02) to stop
// Moritani's next taking of Duke Vidal, or its next Enemy of My Enemy alliance. A free action, public; a second
// prevention of the same ability is refused.
import type { GameConnection, PlayerView } from '@dune-rooms/sdk';
import { familyOf } from '@dune-rooms/sdk/answers';
import { titled } from '../../names.ts';
import { FreePanel } from '../../table/free-actions/free-panel.tsx';
import { useFreeAction } from '../../table/free-actions/use-act.ts';

const ABILITIES = [
  { ability: 'moritani-vidal', words: 'their next taking of Duke Vidal' },
  { ability: 'moritani-alliance', words: 'their next alliance offered instead of a Terror reveal' },
] as const;

export function MoritaniPrevent({ connection, view }: { connection: GameConnection; view: PlayerView }) {
  const state = useFreeAction(connection);
  const card = (view.private?.hand ?? []).find((c) => familyOf(c) === 'karama');
  if (!card || view.moritani === null || view.viewer === 'moritani' || view.phase === 'setup' || view.victory) return null;
  return (
    <FreePanel testid="moritani-prevent" title={`Play ${titled(card)} against Moritani`} state={state}>
      <div class="row wrap">
        {ABILITIES.map(({ ability, words }) => (
          <button
            type="button"
            key={ability}
            disabled={state.busy}
            data-testid={ability}
            onClick={() => state.act({ type: 'karama-prevent', ability, card }, `Moritani lose ${words}.`)}
          >
            Prevent {words}
          </button>
        ))}
      </div>
    </FreePanel>
  );
}
