// Issue 5: the bot profiles play whole games through applyAction from sealed views (reading anything outside the
// seat's PlayerView throws), with no rejected action and custody intact; answers are deterministic.
import { expect } from 'chai';
import { applyAction, createGame, pendingDecisions, viewFor, type Faction, type GameState } from '../rooms/dune/index.ts';
import { BOT_PROFILES, botAnswer, type BotProfile } from '../rooms/dune/bots/index.ts';
import { custodyProblems } from '../rooms/dune/custody.ts';
import { HiddenRead, sealedView } from './helpers/sealed-view.ts';

interface Played {
  state: GameState;
  rejected: string[];
  custody: string[];
  kinds: Set<string>;
}

/** Plays a game to its end with each seat's profile, bots seeing only sealed views of their own seat. */
function playGame(factions: Faction[], seed: string, profileOf: (f: Faction) => BotProfile): Played {
  let state = createGame({ factions, seed });
  const rejected: string[] = [];
  const custody: string[] = [];
  const kinds = new Set<string>();
  for (let guard = 0; guard < 20_000 && !state.victory; guard++) {
    const pending = pendingDecisions(state);
    expect(pending, `stalled in ${state.phase}/${state.step}`).to.not.have.length(0);
    // Answer the decisions in turn, the last pending first now and then, so secret groups interleave.
    const decision = pending[guard % 3 === 0 ? pending.length - 1 : 0]!;
    const view = viewFor(state, decision.seat);
    const own = view.private!.decisions.find((d) => d.id === decision.id)!;
    const action = botAnswer(profileOf(decision.seat), sealedView(view), own);
    kinds.add(decision.kind);
    const r = applyAction(state, decision.seat, action);
    if (!r.ok) {
      rejected.push(`${profileOf(decision.seat)} ${decision.seat} ${decision.kind}: ${r.error.code} ${r.error.message}`);
      break;
    }
    state = r.state;
    if (guard % 5 === 0 || state.victory) custody.push(...custodyProblems(state));
  }
  return { state, rejected, custody, kinds };
}

describe('bots (issue 5)', () => {
  for (const profile of BOT_PROFILES) {
    it(`${profile}: plays six-faction games to a victory from sealed views, no rejected action, custody intact`, () => {
      for (const seed of [`bots-${profile}-a`, `bots-${profile}-b`]) {
        const g = playGame(['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'], seed, () => profile);
        expect(g.rejected).to.deep.equal([]);
        expect(g.custody).to.deep.equal([]);
        expect(g.state.victory, `${seed} ended without a victory`).to.not.equal(null);
        for (const k of ['bid', 'revive', 'ship', 'move', 'battle-plan', 'claim-charity']) expect(g.kinds.has(k), `${seed}: ${k}`).to.equal(true);
      }
    });
  }

  it('mixed tables and two-player games: every profile against every other, no rejected action', () => {
    const tables: [Faction[], string][] = [
      [['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'], 'mix-6'],
      [['harkonnen', 'fremen', 'guild'], 'mix-3'],
      [['atreides', 'harkonnen'], 'mix-2a'],
      [['bene-gesserit', 'guild'], 'mix-2b'],
      [['emperor', 'fremen'], 'mix-2c'],
    ];
    for (const [factions, seed] of tables) {
      const g = playGame(factions, seed, (f) => BOT_PROFILES[factions.indexOf(f) % BOT_PROFILES.length]!);
      expect(g.rejected, seed).to.deep.equal([]);
      expect(g.custody, seed).to.deep.equal([]);
      expect(g.state.victory, seed).to.not.equal(null);
    }
  });

  it('every decision kind of the Basic game reached in play gets a profile answer the engine accepts', () => {
    const seen = new Set<string>();
    const six: Faction[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'];
    for (let g = 0; g < 6; g++) {
      const played = playGame(six, `kinds-${g}`, (f) => BOT_PROFILES[(six.indexOf(f) + g) % BOT_PROFILES.length]!);
      expect(played.rejected).to.deep.equal([]);
      for (const k of played.kinds) seen.add(k);
    }
    const basic = [
      'predict',
      'pick-traitor',
      'place-fremen',
      'dial-storm',
      'nexus-turn',
      'alliance-offer',
      'claim-charity',
      'bid',
      'revive',
      'wormsign',
      'ship',
      'spiritual-advisor',
      'move',
      'choose-battle',
      'prescience',
      'prescience-answer',
      'voice',
      'battle-plan',
      'call-traitor',
      'battle-cards',
      'truthtrance',
    ];
    expect(basic.filter((k) => !seen.has(k))).to.deep.equal([]);
  });

  it('answers are deterministic: the same view and decision give the same action', () => {
    const state = createGame({ factions: ['atreides', 'harkonnen', 'fremen'], seed: 'det' });
    for (const d of pendingDecisions(state))
      for (const profile of BOT_PROFILES) {
        const view = viewFor(state, d.seat);
        expect(botAnswer(profile, view, d)).to.deep.equal(botAnswer(profile, structuredClone(view), structuredClone(d)));
      }
  });

  it("a sealed view throws on anything outside the PlayerView (e.g. another seat's hand or spice)", () => {
    const state = createGame({ factions: ['atreides', 'harkonnen'], seed: 'seal' });
    const view = sealedView(viewFor(state, 'atreides')) as unknown as Record<string, Record<string, unknown>[]>;
    expect(() => view.seats![1]!.hand).to.throw(HiddenRead);
    expect(() => view.seats![1]!.spice).to.throw(HiddenRead);
    expect(() => (view as unknown as { factions: unknown }).factions).to.throw(HiddenRead);
    expect(() => (view as unknown as { rng: unknown }).rng).to.throw(HiddenRead);
    expect(view.seats!.length).to.equal(2);
  });
});
