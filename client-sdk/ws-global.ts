// In Node, give @colyseus/sdk the `ws` package as its WebSocket. Must run before the SDK module is evaluated:
// the SDK captures the WebSocket class once, and Node 22's built-in one gives up on refused reconnections.
import WebSocket from 'ws';

(globalThis as { WebSocket?: unknown }).WebSocket = WebSocket;
