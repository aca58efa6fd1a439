// 3.01.11.02: a Karama card played before an Atreides ability is used prevents its next use: the look at the card up
// for bid, or the look at the top of the spice deck. A free action, offered to a seat other than the Atreides that
// holds a Karama card while the Atreides are seated; playing it is public. The engine refuses a second prevention of
// the same ability (the refusal shows here and changes nothing).
import type { GameConnection, PlayerView } from '@dune-rooms/sdk';
import { familyOf } from '@dune-rooms/sdk/answers';
import { titled } from '../../names.ts';
import { FreePanel } from './free-panel.tsx';
import { useFreeAction } from './use-act.ts';

const ABILITIES = [
  { ability: 'atreides-bidding', words: 'their next look at the card up for bid' },
  { ability: 'atreides-wormsign', words: 'their next look at the top of the spice deck' },
] as const;

export function KaramaPrevent({ connection, view }: { connection: GameConnection; view: PlayerView }) {
  const state = useFreeAction(connection);
  const card = (view.private?.hand ?? []).find((c) => familyOf(c) === 'karama');
  const atreides = view.seats.some((s) => s.faction === 'atreides');
  if (!card || !atreides || view.viewer === 'atreides' || view.phase === 'setup' || view.victory) return null;
  return (
    <FreePanel testid="karama-prevent" title={`Play ${titled(card)} against the Atreides`} state={state}>
      <div class="row wrap">
        {ABILITIES.map(({ ability, words }) => (
          <button
            type="button"
            key={ability}
            disabled={state.busy}
            data-testid={ability}
            onClick={() => state.act({ type: 'karama-prevent', ability, card }, `The Atreides lose ${words}.`)}
          >
            Prevent {words}
          </button>
        ))}
      </div>
    </FreePanel>
  );
}
