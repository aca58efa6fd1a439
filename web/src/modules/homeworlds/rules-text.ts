// What each homeworld card does in the Homeworlds variant, in the project's own words: its high face (enough native
// forces at home), its low face, and what its occupier gains.
export const WORLD_TEXT: Record<string, string> = {
  caladan:
    'Atreides. High: after winning a battle, one more force from reserves joins where it was fought. Low: no look at the next spice card. Occupied: the occupier sees each card up for bid.',
  'wallach-ix':
    'Bene Gesserit. High: two Spiritual Advisors may go to the Polar Sink. Low: no Spiritual Advisors. Occupied: the occupier and its ally are immune to the Voice.',
  kaitain:
    'Emperor. High: at the end of bidding, discard cards for 2 spice each. Low: the Emperor keeps half (rounded up) of card payments. Occupied: the occupier takes the other half.',
  'salusa-secundus':
    'Emperor, Advanced game. High: Sardaukar fight at full strength without spice. Low: no free revival of Sardaukar. Occupied: Sardaukar count as ordinary forces.',
  'southern-hemisphere':
    'Fremen. High: revived Fedaykin go straight to where the Fremen are. Low: no penalty. Occupied: the occupier takes half the Fremen collection.',
  'giedi-prime': 'Harkonnen. High: 2 more spice for collecting spice. Low: no penalty. Occupied: the occupier side takes the Harkonnen free card.',
  junction:
    'Spacing Guild. High: the Guild offers others shipping from planet to planet, at half or full price. Low: the Guild keeps half (rounded up) of shipping payments. Occupied: the occupier takes the other half.',
  tleilax:
    'Tleilaxu. High: forces revived free may go at once, at no cost, to any territory or foreign homeworld. Low: started at Revival, no spice for others’ free revivals. Occupied: no Face Dancer may be revealed against the occupier or its ally.',
  richese:
    'Richese. High: forces from reserves may be shipped along with a No-Field. Low: a No-Field on the planet does not move. Occupied: the occupier chooses the cache card sold each Bidding phase and takes half (rounded down) of what Richese is paid for it.',
  ix: 'Ixians. High: a revival that pays for a Cyborg brings 2 Suboids back free. Low: the HMS does not move in the Storm phase. Occupied: the occupier makes the Ixians’ selection before the auctions.',
  ecaz: 'Ecaz. High: 3 spice for each poison weapon anyone discards; Ecaz and its ally win holding one stronghold both occupy and two other factions’ homeworlds. Low: the opponent names which of Ecaz and its ally fights their shared battle. Occupied: the occupier holds Duke Vidal.',
  grumman:
    'Moritani. High: a Terror token may go where one stands, or one comes off the board in Spice Collection for 4 spice (one or the other a turn). Low: a Terror token is revealed only against 3 forces or more. Occupied: no Terror against the occupier or its ally.',
  tupile:
    'CHOAM. High: no Worthless card may be sold for spice. Low: CHOAM may ask once per faction what it holds. Occupied: the occupier and its ally hold one more card; CHOAM loses its low advantages.',
};
