// How a faction is told apart on the table: a colour from a palette readers with the common colour-vision
// deficiencies can still separate (Okabe–Ito, then Tol's muted set), and a letter on every token so that colour is
// never the only clue. All twelve factions of the game and its expansions have one, so adding a faction adds no
// clash.
export interface FactionStyle {
  colour: string;
  /** Text drawn on the colour. */
  ink: '#000' | '#fff';
  glyph: string;
}

const STYLES: Record<string, FactionStyle> = {
  atreides: { colour: '#009E73', ink: '#fff', glyph: 'A' },
  'bene-gesserit': { colour: '#CC79A7', ink: '#000', glyph: 'B' },
  emperor: { colour: '#D55E00', ink: '#fff', glyph: 'E' },
  fremen: { colour: '#E69F00', ink: '#000', glyph: 'F' },
  harkonnen: { colour: '#000000', ink: '#fff', glyph: 'H' },
  guild: { colour: '#56B4E9', ink: '#000', glyph: 'G' },
  choam: { colour: '#0072B2', ink: '#fff', glyph: 'C' },
  ixians: { colour: '#F0E442', ink: '#000', glyph: 'I' },
  tleilaxu: { colour: '#882255', ink: '#fff', glyph: 'T' },
  richese: { colour: '#44AA99', ink: '#000', glyph: 'R' },
  moritani: { colour: '#999933', ink: '#000', glyph: 'M' },
  ecaz: { colour: '#AA4499', ink: '#fff', glyph: 'Z' },
};

export const factionStyle = (faction: string): FactionStyle => STYLES[faction] ?? { colour: '#777', ink: '#fff', glyph: faction.slice(0, 1).toUpperCase() };
