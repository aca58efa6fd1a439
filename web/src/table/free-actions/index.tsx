// What a seat may do outside any decision (free actions): spice payments, Karama plays, and the modules' own (the
// cards played at any time among them). Each panel shows only when its card or position makes it possible.
import type { GameConnection, PlayerView } from '@dune-rooms/sdk';
import type { Place } from '../../board/offered.ts';
import { modulesInPlay } from '../../modules/index.ts';
import { KaramaPower } from './karama-power.tsx';
import { KaramaPrevent } from './karama-prevent.tsx';
import { SpicePayments } from './spice-payment.tsx';

export function FreeActions({ connection, view, picked }: { connection: GameConnection; view: PlayerView; picked: Place | null }) {
  return (
    <>
      <SpicePayments connection={connection} view={view} />
      <KaramaPrevent connection={connection} view={view} />
      <KaramaPower connection={connection} view={view} picked={picked} />
      {modulesInPlay(view).map((m) => m.Actions && <m.Actions key={m.id} connection={connection} view={view} />)}
    </>
  );
}
