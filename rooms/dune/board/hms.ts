// The Hidden Mobile Stronghold (Ixians & Tleilaxu): a stronghold printed as a token that sits on a territory of Arrakis
// and moves. Board data, like the homeworlds (worlds.ts): its id and name, and what it is as a place (never under the
// storm, no sector of its own). Where it sits and how it moves are the Ixians' plug-in's (plugins/ixians/).
export const HMS = 'hms' as const;
export type HmsId = typeof HMS;

export const HMS_NAME = 'Hidden Mobile Stronghold';
