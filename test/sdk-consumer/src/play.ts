// A typed client of the packed SDK: plays one seat to the end of a game with bots.
import {
  DuneClient,
  type DuneError,
  STRONGHOLDS,
  type Decision,
  type KaramaShipOptions,
  type MoveOption,
  type PlayerView,
  type TerritoryId,
} from '@dune-rooms/sdk';
import { legalAnswer } from '@dune-rooms/sdk/answers';

/** Narrowing on `kind` gives each decision's own fields. */
function describe(d: Decision): string {
  switch (d.kind) {
    case 'bid':
      return `bid (up to ${d.maxBid})`;
    case 'battle-plan':
      return `battle plan (${d.leaders.length} leaders)`;
    // A seat's own decisions carry their options, typed by name.
    case 'ship': {
      const karama: KaramaShipOptions | undefined = d.withKarama;
      return `ship (${d.destinations?.length ?? 0} places${karama ? `, ${karama.destinations.length} with a Karama` : ''})`;
    }
    case 'move': {
      const stacks: MoveOption[] = d.moves ?? [];
      return `move (${stacks.length} stacks)`;
    }
    default:
      return d.kind;
  }
}

const endpoint = process.argv[2] ?? 'ws://127.0.0.1:2567';
const client = new DuneClient(endpoint, { karamaAutoPass: true });
const game = await client.create({
  factions: ['atreides', 'harkonnen', 'fremen'],
  faction: 'atreides',
  bots: { harkonnen: 'easy', fremen: 'easy' },
  botDelayMs: 0,
  maxTurns: 2,
  seed: 'packed-sdk',
});
const kinds = new Set<string>();
/** Ids are typed: the city's id is checked by the compiler against the board's territories. */
const capital: TerritoryId = 'arrakeen';
const refused: string[] = [];
let answered = 0;
const view: PlayerView = await new Promise((done) => {
  let busy = false;
  const step = async (): Promise<void> => {
    if (game.view.victory) return done(game.view);
    const decision = game.decisions[0];
    if (busy || !decision) return;
    busy = true;
    kinds.add(describe(decision).split(' ')[0]!);
    try {
      await game.act(legalAnswer(decision, answered, game.view));
      answered += 1;
    } catch (e) {
      refused.push(`${(e as DuneError).code} ${(e as DuneError).message}`);
    }
    busy = false;
    void step();
  };
  game.onUpdate(() => void step());
  void step();
});
await game.leave();
console.log(
  JSON.stringify({
    winners: view.victory?.winners,
    turn: view.turn,
    answered,
    refused,
    kinds: [...kinds],
    strongholds: STRONGHOLDS.length,
    capitalIsStronghold: STRONGHOLDS.includes(capital),
  }),
);
