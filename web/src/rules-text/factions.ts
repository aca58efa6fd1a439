// Each faction's main powers, in the project's own words: a reminder of what the faction does, not the rulebook.
import type { Faction } from '@dune-rooms/sdk';

export const FACTION_TEXT: Record<Faction, string> = {
  atreides:
    'Sees each card up for bid and the next spice card. Prescience: before a battle, learns one part of the opponent’s plan. The Kwisatz Haderach joins a leader after 7 of its forces are lost in battle.',
  'bene-gesserit':
    'Predicts a winner and a turn at the start: if that faction wins then, the Bene Gesserit win instead. The Voice commands an opponent’s plan; forces may sit as peaceful advisors.',
  emperor: 'Receives the spice paid for treachery cards. May pay for an ally’s extra revival. Sardaukar (starred forces) count double in battle.',
  fremen:
    'Bring forces from reserves for free onto the Great Flat or near it, and move two territories. Ride the sandworm and are not devoured. Fedaykin (starred) count double. Win at the end if nobody has and the Fremen hold their sietches.',
  harkonnen: 'Keep every traitor card dealt and draw an extra card for each card bought. After winning a battle, may capture a leader of the loser at random.',
  guild:
    'Receive the spice paid for shipping, ship at half price, and may ship from one place on the planet to another or back off it. Choose when to take their turn. Win at the end if nobody has.',
  choam:
    'Collect dividends at the start of CHOAM Charity and pay charity to the poor. Sell cards for spice, place Inflation, audit a hand, and play Worthless cards for their effects.',
  tleilaxu:
    'Hold no traitor but three secret Face Dancers, revealed after a battle won by one of them to take the winner’s place there. Zoal is worth the leader he faces. Receive what others pay to revive; revive their own forces without limit at half price, and their ally at half price too.',
  ixians:
    'Own the Hidden Mobile Stronghold, a sixth stronghold that moves up to three territories as each Storm phase starts, collecting spice on its way; only they ship into it, and neither storm nor sandworm touches it. Cyborgs (starred) count two in battle, collect 3 spice and carry their group two territories; Suboids count half.',
  richese: 'Sell the cards of their own cache, one each Bidding phase, first or last, by a once-around or a silent auction; the buyer pays Richese.',
  ecaz: 'Start with 12 spice and 6 forces in the Imperial Basin. Place Ambassador tokens in strongholds at the end of Revival, the n-th of a turn costing n spice; when a non-ally enters one, trigger its effect for Ecaz or its ally; the Ecaz Ambassador brings Duke Vidal. Advanced: one Ecaz leader stays loyal. Not built yet: Occupy, the shared collection and victory, and Ecaz’s Karama power.',
  moritani:
    'Set up last: six forces in a territory nobody occupies. At each Mentat Pause, place one of six Terror tokens face down in a stronghold, or move one. When a non-ally enters a stronghold holding one, reveal it against them, offer them an alliance instead (Enemy of My Enemy), or leave it. Not built yet: Duke Vidal, the ally’s kept card and the Advanced rules.',
};
