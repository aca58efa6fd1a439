// While human seats have nobody at them, the table says so and offers the share link that brings players in.
import type { Faction } from '@dune-rooms/sdk';
import { factionName } from '../names.ts';
import { ShareLink } from './share.tsx';

export function WaitingForPlayers({
  gameId,
  control,
  connected,
}: {
  gameId: string;
  control: Partial<Record<Faction, string>>;
  connected: Partial<Record<Faction, boolean>>;
}) {
  const empty = (Object.keys(control) as Faction[]).filter((f) => control[f] === 'human' && !connected[f]);
  if (empty.length === 0) return null;
  return (
    <div class="waiting" role="status" data-testid="waiting">
      Waiting for players ({empty.map(factionName).join(', ')}) — share this link: <ShareLink gameId={gameId} />
    </div>
  );
}
