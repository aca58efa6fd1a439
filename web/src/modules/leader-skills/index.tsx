// Leader Skills: behind the shield, the two skill cards dealt to choose between and a skilled leader's posture in
// the battle at hand (LS.posture); in public, spice a Spice Banker holds in front of a shield until the Mentat Pause.
import type { PlayerView } from '@dune-rooms/sdk';
import { factionName, titled } from '../../names.ts';
import { Hints } from '../../rules-text/hint.tsx';
import { battlePrivate, type Private, type WebModule } from '../module.ts';
import { DiplomatRetreat, MentatAnswer, MentatQuestion, PickSkill, RihaniKeep, SkillPosture, SmugglerAllocation } from './forms.tsx';

function SkillsPrivate({ mine }: { view: PlayerView; mine: Private }) {
  const posture = battlePrivate(mine)?.posture;
  return (
    <>
      {mine.skillOffer.length > 0 && (
        <>
          <dt>Skills offered</dt>
          <dd data-testid="skill-offer">
            <Hints topic="skill" ids={mine.skillOffer} name={titled} />
          </dd>
        </>
      )}
      {posture !== undefined && (
        <>
          <dt>Skilled leader</dt>
          <dd data-testid="posture">{posture ? 'left face up' : 'behind your shield'}</dd>
        </>
      )}
    </>
  );
}

function SkillsPublic({ view }: { view: PlayerView }) {
  const escrow = Object.entries(view.skillEscrow).filter(([, n]) => (n ?? 0) > 0);
  if (escrow.length === 0) return null;
  return (
    <section data-testid="skill-escrow" class="small">
      <h4>Spice Banker</h4>
      {escrow.map(([f, n]) => `${factionName(f)}: ${n} spice in front of the shield`).join('; ')}
    </section>
  );
}

export const leaderSkills: WebModule = {
  id: 'leader-skills',
  inPlay: (view) => view.modules.includes('leader-skills'),
  Private: SkillsPrivate,
  Public: SkillsPublic,
  forms: {
    'pick-skill': PickSkill,
    'skill-posture': SkillPosture,
    'mentat-question': MentatQuestion,
    'mentat-answer': MentatAnswer,
    'smuggler-allocation': SmugglerAllocation,
    'diplomat-retreat': DiplomatRetreat,
    'rihani-keep': RihaniKeep,
  },
};
