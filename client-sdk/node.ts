// Node entry point: installs the `ws` WebSocket, then exposes the SDK.
import './ws-global.ts';

export * from './index.ts';
