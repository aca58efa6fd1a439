"""Plays one seat of a dune-rooms game to its end in JSON mode, against bots, with simple legal choices.

    python3 play.py --server http://127.0.0.1:2567 [--max-turns 2] [--drop-after N]

It creates a game (the Emperor against the Harkonnen and the Guild, bots answering at once), answers every decision of
its seat from the decision's own options, never hands the seat to autopilot, and with --drop-after N drops its socket
after N answers and reclaims the seat with its token. The last line printed is a JSON summary.
"""

import argparse
import itertools
import json
import sys

from dune_wire import Connection, MatchmakeError, matchmake

PROTOCOL_MAJOR = 1


def choose(d):
    """An answer to decision `d` (a dict of the view's private.decisions), from its own fields, or None to decline."""
    kind = d["kind"]
    answer = {"type": kind, "event": d["id"]}
    if kind == "pick-traitor":
        return {**answer, "leader": d["options"][0]}
    if kind == "dial-storm":
        return {**answer, "value": d["min"]}
    if kind == "choose-battle":
        option = d["options"][0]
        return {**answer, "territory": option["territory"], "sectors": option["sectors"], "opponent": option["opponent"]}
    if kind == "battle-plan":
        leader = d["leaders"][0] if d["leaders"] else None
        hero = d["cheapHeroes"][0] if leader is None and d["cheapHeroes"] else None
        return {**answer, "leader": leader, "cheapHero": hero, "dial": 0, "weapon": None, "defense": None, "karama": None}
    if kind == "ship":
        # The places the decision offers (PROTOCOL.md, Decision options): one force to the first affordable one.
        for place in d.get("destinations") or []:
            if place["max"] >= 1:
                return {**answer, "mode": "reserves", "to": {"territory": place["territory"], "sector": place["sectors"][0]}, "count": 1}
    if kind == "move":
        for stack in d.get("moves") or []:
            if stack["to"]:
                to = stack["to"][0]
                group = [{"sector": stack["sector"], "count": stack["count"]}]
                return {**answer, "from": stack["territory"], "groups": group, "to": {"territory": to["territory"], "sector": to["sectors"][0]}}
    return None


# How each kind is declined (docs/protocol/REFERENCE.md, Decisions): the answers this seat may need.
DECLINES = {
    "bid": {"amount": 0},
    "revive": {"forces": {"regular": 0, "elite": 0}, "leader": None, "ghola": None},
    "ship": {"mode": "pass"},
    "move": {},
    "nexus-turn": {"choice": "pass"},
    "alliance-offer": {"accept": False},
    "claim-charity": {"claim": False},
    "karama-window": {"cancel": None, "card": None},
    "card-window": {"card": None},
    "call-traitor": {"call": False},
    "battle-cards": {"keep": []},
    "weather-control": {"move": None},
    "family-atomics": {"play": False},
    "truthtrance": {"play": None},
    "offer-bid-support": {"amount": 0},
    "offer-shipment-support": {"amount": 0},
    "grant-free-revival": {"grant": False},
    "pay-ally-revival": {"forces": 0},
    "protect-ally": {"protect": False},
    "portable-snooper": {"card": None},
}


def answer(d, refused):
    """The choice, or after a refusal (or with nothing to choose) the decline."""
    chosen = None if refused else choose(d)
    if chosen is not None:
        return chosen
    if d["kind"] not in DECLINES:
        raise RuntimeError(f"no answer for a {d['kind']} decision: {json.dumps(d)}")
    return {"type": d["kind"], "event": d["id"], **DECLINES[d["kind"]]}


class Seat:
    """One seat's connection and what it has seen: its view, its events, its answers."""

    def __init__(self, http_url, ws_url):
        self.http_url, self.ws_url = http_url, ws_url
        self.conn = None
        self.game_id = self.token = None
        self.view = None
        self.events = set()
        self.rids = itertools.count(1)
        self.answered = 0
        self.refused = {}  # decision id -> refusals
        self.reclaims = 0

    def join(self, reservation):
        self.conn = Connection(self.ws_url, reservation)
        kind, body = self.conn.receive()
        if kind != "seat":  # PROTOCOL.md, Joining: `seat` always comes first
            raise RuntimeError(f"first message was {kind}, not seat")
        if int(body.get("protocol", "0").split(".")[0]) != PROTOCOL_MAJOR:
            raise RuntimeError(f"the server speaks protocol {body.get('protocol')}, this client {PROTOCOL_MAJOR}.x")
        self.game_id = body["gameId"]
        self.token = body["seatToken"] or self.token

    def reclaim(self):
        """Back in with the seat token (a new connection: seat, view and the whole history again)."""
        options = {"gameId": self.game_id, "seatToken": self.token, "format": "json"}
        try:
            reservation = matchmake(self.http_url, "joinById", self.game_id, options)
        except MatchmakeError as refused:
            if refused.status != 522:  # 522: no room hosts it now; `create` restores it
                raise
            reservation = matchmake(self.http_url, "create", "dune", options)
        self.join(reservation)
        self.reclaims += 1

    def open_decisions(self):
        """The ids of the decisions the latest view puts to this seat."""
        return {d["id"] for d in ((self.view or {}).get("private") or {}).get("decisions", [])}

    def handle(self, kind, body, waiting):
        """Reads one message; returns whether the answer in flight (`waiting`) is settled.

        An error for a decision the latest view no longer holds is a race, not a refusal: another seat's action closed
        it while the answer was on its way (the view of that change comes before the error, PROTOCOL.md).
        """
        if kind == "view":
            self.view = body["view"]
        elif kind == "events":
            self.events.update(e["id"] for e in body["events"])
        elif kind in ("ack", "error") and body["rid"] == waiting[0]:
            if kind == "ack":
                self.answered += 1
            elif waiting[1] in self.open_decisions():
                self.refused[waiting[1]] = self.refused.get(waiting[1], 0) + 1
                print(f"refused {body['code']}: {body['message']}", file=sys.stderr)
            return True
        return False

    def play(self, drop_after):
        waiting = None  # (rid, decision id) of the answer in flight
        while not (self.view and self.view["victory"]):
            decisions = (self.view or {}).get("private", {}).get("decisions", []) if self.view else []
            if waiting is None and decisions:
                d = decisions[0]
                if self.refused.get(d["id"], 0) > 3:
                    raise RuntimeError(f"decision {d['kind']} refused again and again")
                rid = str(next(self.rids))
                self.conn.send("act", {"rid": rid, "action": answer(d, self.refused.get(d["id"], 0) > 0)})
                waiting = (rid, d["id"])
            if drop_after is not None and self.answered >= drop_after and self.reclaims == 0:
                self.conn.drop()
                self.reclaim()
                waiting = None  # its answer, if any, is lost with the socket: the view says what stands
                continue
            message = self.conn.receive()
            if message is None:
                raise RuntimeError("the server closed the connection")
            if self.handle(*message, waiting or (None, None)):
                waiting = None
        self.conn.leave()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--server", default="http://127.0.0.1:2567")
    parser.add_argument("--max-turns", type=int, default=2)
    parser.add_argument("--drop-after", type=int, default=None)
    args = parser.parse_args()
    http_url = args.server.rstrip("/")
    ws_url = http_url.replace("http", "ws", 1)
    options = {
        "factions": ["emperor", "harkonnen", "guild"],
        "faction": "emperor",
        "bots": {"harkonnen": "easy", "guild": "easy"},
        "botDelayMs": 0,
        "maxTurns": args.max_turns,
        "format": "json",
    }
    seat = Seat(http_url, ws_url)
    seat.join(matchmake(http_url, "create", "dune", options))
    seat.play(args.drop_after)
    victory = seat.view["victory"]
    summary = {"gameId": seat.game_id, "winners": victory["winners"], "kind": victory["kind"], "answered": seat.answered}
    summary.update({"reclaims": seat.reclaims, "events": len(seat.events), "refused": sum(seat.refused.values())})
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
