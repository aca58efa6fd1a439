// 3.01.11.02: a Karama card played before an Atreides ability is used prevents its next use: the look at the card up
// for bid, or the look at the top of the spice deck. A free action, offered to a seat other than the Atreides that
// holds a Karama card while the Atreides are seated; playing it is public. The engine refuses a second prevention of
// the same ability (the refusal shows here and changes nothing).
import type { Faction, GameConnection, PlayerView } from '@dune-rooms/sdk';
import { familyOf } from '@dune-rooms/sdk/answers';
import { factionName, titled } from '../../names.ts';
import { FreePanel } from './free-panel.tsx';
import { useFreeAction } from './use-act.ts';

const ABILITIES = [
  { ability: 'atreides-bidding', words: 'their next look at the card up for bid' },
  { ability: 'atreides-wormsign', words: 'their next look at the top of the spice deck' },
] as const;

/** One prevented ability: its id and what the owner loses, in words. */
export interface Prevention {
  readonly ability: 'atreides-bidding' | 'atreides-wormsign' | 'moritani-vidal' | 'moritani-alliance' | 'ecaz-occupy';
  readonly words: string;
}

/**
 * The panel of Karama preventions against `owner`: offered to a seat other than the owner holding a Karama card while
 * the owner is seated, outside set-up and after the game.
 */
export function PreventPanel(props: { connection: GameConnection; view: PlayerView; owner: Faction; abilities: readonly Prevention[]; testid: string }) {
  const { connection, view, owner, abilities, testid } = props;
  const state = useFreeAction(connection);
  const card = (view.private?.hand ?? []).find((c) => familyOf(c) === 'karama');
  const seated = view.seats.some((s) => s.faction === owner);
  if (!card || !seated || view.viewer === owner || view.phase === 'setup' || view.victory) return null;
  const name = factionName(owner);
  return (
    <FreePanel testid={testid} title={`Play ${titled(card)} against the ${name}`} state={state}>
      <div class="row wrap">
        {abilities.map(({ ability, words }) => (
          <button
            type="button"
            key={ability}
            disabled={state.busy}
            data-testid={ability}
            onClick={() => state.act({ type: 'karama-prevent', ability, card }, `The ${name} lose ${words}.`)}
          >
            Prevent {words}
          </button>
        ))}
      </div>
    </FreePanel>
  );
}

export const KaramaPrevent = ({ connection, view }: { connection: GameConnection; view: PlayerView }) => (
  <PreventPanel connection={connection} view={view} owner="atreides" abilities={ABILITIES} testid="karama-prevent" />
);
