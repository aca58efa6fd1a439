// The end of the game: who won, how, and on which turn.
import type { PlayerView } from '@dune-rooms/sdk';
import { factionName } from '../names.ts';

const HOW: Record<string, string> = {
  strongholds: 'by holding strongholds',
  'turn-limit': 'at the turn limit',
  'fremen-special': 'by the Fremen special victory',
  'guild-special': 'by the Guild special victory',
  'bg-prediction': 'by the Bene Gesserit prediction',
};

export function Victory({ victory }: { victory: NonNullable<PlayerView['victory']> }) {
  return (
    <section class="victory panel" data-testid="victory" data-winners={[...victory.winners].sort().join(',')} role="status">
      <h2>Game over</h2>
      <p>
        <strong>{victory.winners.map(factionName).join(' and ')}</strong> {victory.winners.length > 1 ? 'win' : 'wins'}{' '}
        {HOW[victory.kind] ?? `(${victory.kind})`} on turn {victory.turn}.
      </p>
      <a class="button" href="#/">
        Back to the lobby
      </a>
    </section>
  );
}
