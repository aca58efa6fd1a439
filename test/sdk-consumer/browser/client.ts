// A browser client of the packed SDK, compiled with no Node types at all (tsconfig.browser.json: "types": []): the
// SDK's declarations must not need them.
import { DuneClient, type Decision, type PlayerView } from '@dune-rooms/sdk/browser';
import { familyOf, legalAnswer } from '@dune-rooms/sdk/answers';

export async function firstAnswer(url: string): Promise<string> {
  const client = new DuneClient(url);
  const game = await client.create({ factions: ['atreides', 'harkonnen'], faction: 'atreides' });
  const view: PlayerView = game.view;
  const decision: Decision | undefined = game.decisions[0];
  const answer = decision ? legalAnswer(decision, 0, view) : null;
  await game.leave();
  return `${answer?.type ?? 'none'} ${familyOf('karama-1')}`;
}
