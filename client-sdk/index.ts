// The typed SDK for game clients, bots and the load tester. In Node, import `client-sdk/node.ts` instead,
// which installs the `ws` WebSocket first.
export { DuneClient, type DuneClientOptions, type GameOptions as CreateOptions } from './client.ts';
export type { LobbyPage } from './lobby-page.ts';
export type { LobbyEntry } from '../schema/lobby.ts';
export { GameConnection, type Acknowledgement, type TransferCode } from './connection.ts';
export type { Chooser, PlayOptions } from './play.ts';
export { DuneError, type ClientErrorCode } from './errors.ts';
export { JOIN_REFUSALS, type JoinRefusal } from '../schema/refusals.ts';
// The protocol this SDK speaks (`MAJOR.MINOR`); a server of another MAJOR is refused with PROTOCOL_MISMATCH.
export { PROTOCOL_VERSION } from '../schema/protocol-version.ts';
export type { JoinOptions, WireAction as Action, ErrorCode } from '../schema/messages.ts';
export type { ChatMessage, ChatChannel } from '../schema/chat.ts';
// Ids are literal unions (TerritoryId, LeaderId, TreacheryCardId, SpiceCardId): a misspelt one does not compile.
export type {
  PlayerView,
  PrivateView,
  Decision,
  GameEvent,
  Victory,
  Faction,
  TerritoryId,
  LeaderId,
  TreacheryCardId,
  SpiceCardId,
} from '../rooms/dune/types.ts';
// The options a seat's own decisions carry (PROTOCOL.md, Decision options), by name.
export type { PlaceOption } from '../rooms/dune/board/place-options.ts';
export type {
  ShipOption,
  ShipSource,
  CrossShipOptions,
  KaramaShipOptions,
  MoveOption,
  SandmasterRoute,
} from '../rooms/dune/phases/shipment-movement/types.ts';
export type { StrongholdCard, TechToken, WorthlessPlay } from '../rooms/dune/plugins/answers.ts';
export * from './board.ts';
// NX.betrayal: which Nexus card cancels which ability in a Karama window.
export { NEXUS_BETRAYED, betraysUse } from '../rooms/dune/plugins/answers.ts';
// Event and decision ids (`e<p>` public, `e<q>.<k>` a seat's own; PROTOCOL.md): their order as they were made.
export { compareIds } from '../rooms/dune/ids.ts';
