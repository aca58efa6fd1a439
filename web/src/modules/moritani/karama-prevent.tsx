// MO.karama-abilities: a seat other than Moritani holding a Karama card may play it beforehand (3.01.11.02) to stop
// Moritani's next taking of Duke Vidal, or its next Enemy of My Enemy alliance. A free action, public; a second
// prevention of the same ability is refused.
import type { GameConnection, PlayerView } from '@dune-rooms/sdk';
import { PreventPanel, type Prevention } from '../../table/free-actions/karama-prevent.tsx';

const ABILITIES: readonly Prevention[] = [
  { ability: 'moritani-vidal', words: 'their next taking of Duke Vidal' },
  { ability: 'moritani-alliance', words: 'their next alliance offered instead of a Terror reveal' },
];

export const MoritaniPrevent = ({ connection, view }: { connection: GameConnection; view: PlayerView }) => (
  <PreventPanel connection={connection} view={view} owner="moritani" abilities={ABILITIES} testid="moritani-prevent" />
);
