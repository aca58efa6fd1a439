// Leader Skills: behind the shield, the two skill cards dealt to choose between and a skilled leader's posture in
// the battle at hand (LS.posture); in public, spice a Spice Banker holds in front of a shield until the Mentat Pause;
// a seat's skills, the Mentat's exchange, the Banker's spice in a revealed plan, the leaders a face-up skill keeps
// out of battle, the Bureaucrat's question, the skills' events in the log and their rules texts.
import type { PlayerView } from '@dune-rooms/sdk';
import { factionName, titled } from '../../names.ts';
import { Hints } from '../../rules-text/hint.tsx';
import { battlePrivate, type Private, type WebModule } from '../module.ts';
import { MentatIntel, MentatRows } from './mentat.tsx';
import { SKILL_TEXT } from './rules-text.ts';
import { SeatSkills } from './seat.tsx';
import { SKILL_SENTENCES } from './sentences.ts';
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

export const leaderSkills = {
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
  yesNo: {
    'bureaucrat-redirect': {
      question: 'Send 2 spice of this payment to the bank (your Bureaucrat)?',
      answer: (event, redirect) => ({ type: 'bureaucrat-redirect', event, redirect }),
    },
  },
  sentences: SKILL_SENTENCES,
  rulesTexts: { skill: SKILL_TEXT },
  SeatPart: SeatSkills,
  leaderOut: (view, leader) => (view.skills.find((s) => s.leader === leader && s.faceUp) ? 'left face up for its skill (it stays out of battles)' : null),
  BattleRows: MentatRows,
  BattleIntel: MentatIntel,
  revealRows: (plan) => (plan.bankerSpice ? [['Banker spice', String(plan.bankerSpice)]] : []),
} satisfies WebModule;
