// JSON mode's views: a client that joined with `format: 'json'` receives its own view, viewFor(state, viewer) and
// nothing else, as JSON text. Whole views rather than patches: a client in any language replaces one object and
// needs no patch library; a view is a few kilobytes and goes out only when it differs from the last one that client
// got. Binary clients pay nothing: without a JSON client connected no view is built.
import { viewFor, type GameState, type Viewer } from './dune/index.ts';

/** What the tracker needs from its room. */
export interface JsonViewHost<C> {
  game(): GameState;
  /** The state version (accepted actions) the views are taken at. */
  version(): number;
  /** Whom `client` watches as, or null when it is no one (yet). */
  viewer(client: C): Viewer | null;
  /** Sends a `view` message to `client`: `json` is the JSON text of a ViewMessage (schema/messages.ts). */
  send(client: C, json: string): void;
}

export class JsonViews<C> {
  /** The JSON clients followed, each with the JSON of the last view it was sent. */
  private readonly sent = new Map<C, string>();

  constructor(private readonly host: JsonViewHost<C>) {}

  /** Sends `client` its whole view now (it joined, or came back) and follows it from then on. */
  welcome(client: C): void {
    this.sent.delete(client);
    this.sendChanged(client, new Map());
  }

  /** Stops following `client` (it left, or dropped: a reconnection is welcomed again). */
  forget(client: C): void {
    this.sent.delete(client);
  }

  /** After the game changed: each followed client whose view differs from the last one it was sent gets it. */
  refresh(): void {
    if (this.sent.size === 0) return;
    // Spectators (and a seat's replaced connection) share one view: built once per change.
    const built = new Map<Viewer, string>();
    for (const client of [...this.sent.keys()]) this.sendChanged(client, built);
  }

  private sendChanged(client: C, built: Map<Viewer, string>): void {
    const viewer = this.host.viewer(client);
    if (viewer === null) return;
    let json = built.get(viewer);
    if (json === undefined) {
      json = JSON.stringify(viewFor(this.host.game(), viewer));
      built.set(viewer, json);
    }
    if (this.sent.get(client) === json) return;
    this.sent.set(client, json);
    // The view's JSON is spliced in as it is, not parsed and stringified again.
    this.host.send(client, `{"version":${this.host.version()},"view":${json}}`);
  }
}
