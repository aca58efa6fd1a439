// EC.occupy: a seat other than Ecaz holding a Karama card may play it beforehand (3.01.11.02) to take the combined army
// away from Ecaz's next battle beside its ally (each then dials its own forces). A free action, public.
import type { GameConnection, PlayerView } from '@dune-rooms/sdk';
import { PreventPanel, type Prevention } from '../../table/free-actions/karama-prevent.tsx';

const ABILITIES: readonly Prevention[] = [{ ability: 'ecaz-occupy', words: 'their next battle fought with their ally’s army as one' }];

export const EcazPrevent = ({ connection, view }: { connection: GameConnection; view: PlayerView }) => (
  <PreventPanel connection={connection} view={view} owner="ecaz" abilities={ABILITIES} testid="ecaz-prevent" />
);
