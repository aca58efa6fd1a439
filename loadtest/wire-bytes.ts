// Counts every byte each SDK room receives (patches, acks, events, seat messages), by wrapping the SDK's one
// message entry point. Installed once, before any room connects.
import { Room as SdkRoom } from '@colyseus/sdk';

const received = new WeakMap<object, number>();
let installed = false;

export function countReceivedBytes(): void {
  if (installed) return;
  installed = true;
  const proto = SdkRoom.prototype as unknown as { onMessageCallback(this: SdkRoom, e: { data: ArrayBuffer }): void };
  const original = proto.onMessageCallback;
  proto.onMessageCallback = function (this: SdkRoom, e: { data: ArrayBuffer }) {
    received.set(this, (received.get(this) ?? 0) + e.data.byteLength);
    return original.call(this, e);
  };
}

/** Bytes received so far by this SDK room. */
export function bytesReceived(room: object): number {
  return received.get(room) ?? 0;
}
