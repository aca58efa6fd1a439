// Seat refusals as HTTP answers. A join is decided in the room (onJoin), after the client's socket is open, so a
// refusal there reaches the client as a closed socket. The matchmaking request therefore first asks the game's live
// room, wherever it runs, whether it would admit the client now, and refuses with the code before any socket opens.
// onJoin still decides (a seat may be taken between the two).
import { matchMaker } from '@colyseus/core';
import type { JoinRefusal } from '../schema/refusals.ts';
import type { JoinRequest } from './admission.ts';

export interface AdmissionProblem {
  code: JoinRefusal;
  reason: string;
}

/** The room method the matchmaker calls (same process or through presence). */
export interface AdmissionDesk {
  admissionProblem(request: JoinRequest): AdmissionProblem | null;
}

/** How long a room in another process may take to answer; past it the join goes ahead and onJoin decides. */
const ASK_TIMEOUT_MS = 1000;

export async function askAdmission(gameId: string, request: JoinRequest): Promise<AdmissionProblem | null> {
  const local = matchMaker.getLocalRoomById(gameId) as unknown as Partial<AdmissionDesk> | undefined;
  if (local?.admissionProblem) return local.admissionProblem(request);
  const [live] = await matchMaker.query({ roomId: gameId });
  if (!live) return null; // not live: the join will restore it, and the restored room decides
  try {
    return (await matchMaker.remoteRoomCall(gameId, 'admissionProblem' as never, [request], ASK_TIMEOUT_MS)) as AdmissionProblem | null;
  } catch {
    return null;
  }
}
