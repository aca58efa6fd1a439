// The name under which the server defines its game room (matchmaking routes use it: /matchmake/create/dune).
export const ROOM_NAME = 'dune';
