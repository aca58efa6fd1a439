"""The wire of a dune-rooms server in JSON mode, with Python's standard library only (PROTOCOL.md, Raw clients).

HTTP matchmaking with urllib, the WebSocket (RFC 6455) written by hand over a socket, and the few Colyseus framing
bytes around each JSON message body.
"""

import base64
import hashlib
import json
import os
import socket
import struct
import urllib.error
import urllib.request

# Colyseus frame codes (PROTOCOL.md, The socket).
JOIN_ROOM, ERROR, LEAVE_ROOM, ROOM_DATA_BYTES, PING = 10, 11, 12, 17, 18
WS_GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"


class MatchmakeError(Exception):
    """A refused create or join: the HTTP status and the server's text (`CODE: reason`)."""

    def __init__(self, status, text):
        super().__init__(f"{status} {text}")
        self.status = status
        self.code = text.split(":", 1)[0] if ":" in text else str(status)


def matchmake(http_url, method, target, options):
    """POST /matchmake/<method>/<target> with the options as JSON; returns the seat reservation."""
    request = urllib.request.Request(
        f"{http_url}/matchmake/{method}/{target}",
        data=json.dumps(options).encode(),
        headers={"Content-Type": "application/json", "Accept": "application/json"},
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=15) as response:
            return json.load(response)
    except urllib.error.HTTPError as refused:
        body = json.loads(refused.read() or b"{}")
        raise MatchmakeError(refused.code, body.get("error", "")) from None


class WebSocket:
    """A client WebSocket: the opening handshake, masked frames out, unmasked frames in (RFC 6455)."""

    def __init__(self, host, port, path, timeout=60):
        self.sock = socket.create_connection((host, port), timeout=timeout)
        key = base64.b64encode(os.urandom(16))
        self.sock.sendall(
            b"GET " + path.encode() + b" HTTP/1.1\r\nHost: " + f"{host}:{port}".encode() + b"\r\n"
            b"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: " + key + b"\r\n"
            b"Sec-WebSocket-Version: 13\r\n\r\n"
        )
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise ConnectionError("closed during the handshake")
            head += chunk
        accept = base64.b64encode(hashlib.sha1(key + WS_GUID).digest())
        if not head.startswith(b"HTTP/1.1 101") or accept not in head:
            raise ConnectionError(f"handshake refused: {head.splitlines()[0]!r}")

    def send(self, payload, opcode=0x2):
        """One frame, FIN set; a client masks every frame it sends."""
        mask = os.urandom(4)
        n = len(payload)
        if n < 126:
            header = struct.pack("!BB", 0x80 | opcode, 0x80 | n)
        elif n < 1 << 16:
            header = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, n)
        else:
            header = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, n)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def _exactly(self, n):
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise ConnectionError("the socket closed")
            data += chunk
        return data

    def recv(self):
        """The next data message (fragments joined); None once the server closes. Pings are answered here."""
        message = b""
        while True:
            first, second = self._exactly(2)
            opcode, n = first & 0x0F, second & 0x7F
            if n == 126:
                n = struct.unpack("!H", self._exactly(2))[0]
            elif n == 127:
                n = struct.unpack("!Q", self._exactly(8))[0]
            mask = self._exactly(4) if second & 0x80 else None
            payload = self._exactly(n)
            if mask:
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            if opcode == 0x8:
                return None
            if opcode == 0x9:
                self.send(payload, 0xA)
                continue
            if opcode in (0x0, 0x1, 0x2):
                message += payload
                if first & 0x80:
                    return message

    def close(self):
        self.sock.close()


def read_string(frame, at):
    """A string of a frame header: msgpack's encoding, multi-byte lengths little-endian (PROTOCOL.md)."""
    head = frame[at]
    if head & 0xE0 == 0xA0:
        n, at = head & 0x1F, at + 1
    elif head == 0xD9:
        n, at = frame[at + 1], at + 2
    else:  # 0xda
        n, at = struct.unpack_from("<H", frame, at + 1)[0], at + 3
    return frame[at : at + n].decode(), at + n


def read_number(frame, at):
    head = frame[at]
    if head < 0x80:
        return head, at + 1
    size = {0xCC: 1, 0xCD: 2, 0xCE: 4}[head]
    return int.from_bytes(frame[at + 1 : at + 1 + size], "little"), at + 1 + size


class Connection:
    """A JSON-mode connection to one game: join (the JOIN_ROOM acknowledgement), send and receive messages."""

    def __init__(self, ws_url, reservation):
        address = reservation.get("publicAddress") or ws_url.split("://", 1)[1]
        host, port = address.split("/", 1)[0].rsplit(":", 1)
        prefix = address[len(f"{host}:{port}") :]
        path = f"{prefix}/{reservation['processId']}/{reservation['roomId']}?sessionId={reservation['sessionId']}&skipHandshake"
        self.ws = WebSocket(host, int(port), path)

    def send(self, type_, body):
        """ROOM_DATA_BYTES: [17][type as a short msgpack string][body as JSON text]."""
        name = type_.encode()
        self.ws.send(bytes([ROOM_DATA_BYTES, 0xA0 | len(name)]) + name + json.dumps(body).encode())

    def leave(self):
        self.ws.send(bytes([LEAVE_ROOM]))

    def drop(self):
        """Closes the socket without a word, as a lost network would."""
        self.ws.close()

    def receive(self):
        """The next message as (type, body); None when the socket closed. Handles the framework's own frames."""
        while True:
            frame = self.ws.recv()
            if frame is None:
                return None
            code = frame[0] & 0x1F
            if code == JOIN_ROOM:
                self.ws.send(bytes([JOIN_ROOM]))  # the acknowledgement: the server then sends what it held
            elif code == PING:
                self.ws.send(bytes([PING]))
            elif code == ERROR:
                number, at = read_number(frame, 1)
                raise MatchmakeError(number, read_string(frame, at)[0])
            elif code == ROOM_DATA_BYTES:
                type_, at = read_string(frame, 1)
                return type_, json.loads(frame[at:].decode())
            # Any other frame is not for a JSON client: ignored.
