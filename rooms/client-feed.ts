// What each client reads besides the schema state: its JSON view in JSON mode, the game's events and the table talk
// it may see, live and, for a joiner, all of it so far. Nothing here knows the room: it is given a host that holds
// the game, the chat and the connected clients.
import type { ChatMessage } from '../schema/chat.ts';
import type { EventsMessage, ServerMessages } from '../schema/messages.ts';
import { PROTOCOL_VERSION } from '../schema/protocol-version.ts';
import type { GameEvent, GameState, Seat, Viewer } from './dune/index.ts';
import type { ChatDesk } from './chat-desk.ts';
import { addressedSeats, eventsFor, publicEvents } from './events.ts';
import { EventHistory, type EarlierEvents } from './history.ts';
import { JsonViews } from './json-view.ts';
import type { OpenedGame } from './opening.ts';
import type { RoomServices } from './ports.ts';
import { isJson, tell, viewerOf, type DuneClient } from './room-client.ts';

/** Events sent to a joiner per message, and the most a room keeps (a whole game is a few thousand). */
const HISTORY_PAGE = 500;
const HISTORY_LIMIT = 20_000;

/** What the feed needs from its room. */
export interface ClientFeedHost {
  readonly chat: ChatDesk;
  game(): GameState;
  /** The clients connected now. */
  clients(): readonly DuneClient[];
  /** Sends one encoded `events` message to every client but those of `except`. */
  broadcastEvents(message: EventsMessage, except: DuneClient[]): void;
  /** The game moved on: its lobby entry may have changed. */
  refreshListing(): void;
}

export class ClientFeed {
  /** The game's events so far (sent to joiners: sendHistory). */
  private readonly history: EventHistory;
  /** The JSON-mode clients and the last view each was sent (rooms/json-view.ts). */
  private readonly views: JsonViews<DuneClient>;
  /**
   * Joiners whose history has not been sent yet. They get no live events or chat meanwhile (the history, taken
   * when it is sent, holds them), so that `seat` always comes first and no event comes twice or out of order.
   */
  private readonly held = new WeakSet<DuneClient>();

  /** `earlier`: a restored game's snapshot, whose earlier events the history rebuilds (earlierEvents). */
  constructor(
    private readonly host: ClientFeedHost,
    earlier: EarlierEvents | null,
  ) {
    this.history = new EventHistory(HISTORY_LIMIT, earlier);
    this.views = new JsonViews({
      game: () => host.game(),
      version: () => host.game().actions,
      viewer: (client) => viewerOf(client.userData),
      send: (client, json) => client.sendBytes('view', Buffer.from(json, 'utf8')),
    });
  }

  /** A client is joining: nothing reaches it before its `seat` message and its history (welcome). */
  admitting(client: DuneClient): void {
    this.held.add(client);
  }

  /**
   * The `seat` message a joiner gets first; a JSON client then gets its whole view, and its changes from then on.
   * Then the events and the chat so far (sendHistory).
   */
  welcome(client: DuneClient, seat: Omit<ServerMessages['seat'], 'protocol'>, viewer: Seat | 'spectator'): Promise<void> {
    tell(client, 'seat', { ...seat, protocol: PROTOCOL_VERSION });
    if (isJson(client)) this.views.welcome(client);
    return this.sendHistory(client, viewer);
  }

  /** A framework reconnection: a JSON client gets its whole view again, and everyone the chat said meanwhile. */
  reconnected(client: DuneClient): void {
    if (isJson(client)) this.views.welcome(client);
    const viewer = viewerOf(client.userData);
    if (viewer) this.sendChatHistory(client, viewer);
  }

  /** Stops following `client`'s view (it left, or dropped: a reconnection is welcomed again). */
  forget(client: DuneClient): void {
    this.views.forget(client);
  }

  /** Sends the JSON clients whose view changed their new one. */
  refreshViews(): void {
    this.views.refresh();
  }

  /** Sends each client the committed messages it may read. */
  showChat(messages: readonly ChatMessage[]): void {
    for (const client of this.host.clients()) {
      if (this.held.has(client)) continue;
      const viewer = viewerOf(client.userData);
      const mine = viewer ? this.host.chat.readable(messages, viewer) : [];
      if (mine.length > 0) tell(client, 'chat', { messages: mine });
    }
  }

  /** Sends each client the events it may see: public ones, and those addressed to its seat. */
  deliver(events: readonly GameEvent[]): void {
    if (events.length === 0) return;
    this.history.add(events);
    this.host.refreshListing();
    const shared = publicEvents(events);
    const addressed = addressedSeats(events);
    // Clients that see only the public events share one encoded message; a seat with events of its own gets its own,
    // and so does a JSON client (JSON text, not msgpack).
    const ready = this.host.clients().filter((c) => !this.held.has(c));
    const own = ready.filter((c) => isJson(c) || (c.userData?.role === 'seat' && addressed.has(c.userData.faction)));
    const held = this.host.clients().filter((c) => this.held.has(c));
    if (shared.length > 0) this.host.broadcastEvents({ events: shared }, [...own, ...held]);
    for (const client of own) {
      const mine = client.userData?.role === 'seat' ? eventsFor(events, client.userData.faction) : shared;
      if (mine.length > 0) tell(client, 'events', { events: mine });
    }
  }

  /**
   * A joiner (or a reconnecting client) first gets the events of the game so far that it may see, in pages, so that
   * nothing is lost to arriving late (a restored game's earlier events are rebuilt from its log: rooms/history.ts).
   * Live events and chat follow, from the next batch on: the history is taken, sent and the client released in one
   * turn of the event loop, so it holds every event delivered while the client was held.
   */
  private async sendHistory(client: DuneClient, viewer: Seat | 'spectator'): Promise<void> {
    const mine = await this.history.visibleTo(viewer);
    for (let at = 0; at < mine.length; at += HISTORY_PAGE) tell(client, 'events', { events: mine.slice(at, at + HISTORY_PAGE) });
    this.sendChatHistory(client, viewer);
    this.held.delete(client);
  }

  /** The chat this client may read, in pages (after a framework reconnection too: what was said meanwhile is not queued). */
  private sendChatHistory(client: DuneClient, viewer: Viewer): void {
    for (const messages of this.host.chat.history(viewer)) tell(client, 'chat', { messages });
  }
}

/** A restored game's snapshot, whose earlier events the history rebuilds when a joiner first needs them. */
export function earlierEvents(opened: OpenedGame, services: Pick<RoomServices, 'store' | 'log'>): EarlierEvents {
  return {
    store: services.store,
    gameId: opened.gameId,
    version: opened.live.record.version,
    state: opened.game,
    onGap: (gap) => services.log('warn', 'event history incomplete', { gameId: opened.gameId, code: gap.code, reason: gap.reason }),
  };
}
