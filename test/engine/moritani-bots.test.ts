// Moritani's brutal bot and Enemy of My Enemy (plugins/moritani/bots/decisions.ts): with no ally, a strong entrant is
// offered an alliance (the partner ranked by bots/nexus.ts) instead of the token.
import { expect } from 'chai';
import { viewFor } from '../../rooms/dune/index.ts';
import { botAnswer } from '../../rooms/dune/bots/index.ts';
import { pendingFor } from '../helpers/shipment.ts';
import { terrorAsked } from '../helpers/moritani.ts';

describe('Moritani’s brutal bot and alliances', () => {
  it('MO.enemy-of-my-enemy a brutal Moritani with no ally offers the strong entrant an alliance; allied, or hard, it reveals the token', () => {
    const asked = terrorAsked('atomics').state;
    const d = pendingFor(asked, 'moritani', 'terror-trigger');
    expect(botAnswer('brutal', viewFor(asked, 'moritani'), d)).to.deep.include({ choice: 'ally' });
    expect(botAnswer('hard', viewFor(asked, 'moritani'), d)).to.deep.include({ choice: 'reveal' });
    const allied = terrorAsked('atomics', (s) => {
      s.alliances = [['moritani', 'choam']];
    }).state;
    expect(botAnswer('brutal', viewFor(allied, 'moritani'), pendingFor(allied, 'moritani', 'terror-trigger'))).to.deep.include({ choice: 'reveal' });
  });
});
