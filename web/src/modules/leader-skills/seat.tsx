// Leader Skills in a seat's panel: the skill cards the seat's leaders carry, as public as the view makes them (face
// up or down), each with its card's text.
import type { Faction, PlayerView } from '@dune-rooms/sdk';
import { leaderName, titled } from '../../names.ts';
import { Hint } from '../../rules-text/hint.tsx';

export function SeatSkills({ view, faction }: { view: PlayerView; faction: Faction }) {
  const skills = view.skills.filter((k) => k.holder === faction);
  if (skills.length === 0) return null;
  return (
    <div class="muted small" data-testid="skills">
      skills:{' '}
      {skills.map((k, i) => (
        <span key={k.card}>
          {i > 0 && ' · '}
          <Hint topic="skill" id={k.card}>
            {titled(k.card)}
          </Hint>{' '}
          ({leaderName(k.leader)}
          {k.faceUp ? '' : ', face down'})
        </span>
      ))}
    </div>
  );
}
