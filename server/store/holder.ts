// Who holds a FileStore lock or guard file, as written into it: enough for another process of the same machine to
// tell for certain whether the holder has ended. Only a holder proven gone is ever displaced (file-lock.ts); a slow
// one, or one this process cannot see (another machine, another container), never is, however long it takes.
import { readFileSync, readlinkSync } from 'node:fs';
import { hostname, uptime } from 'node:os';
import { z } from 'zod';

export interface Holder {
  pid: number;
  /** The machine and its boot: `<host name>:<boot id>` (Linux), else `<host name>:~<boot time to ten seconds>`. */
  boot: string;
  /** The process's start time since boot, in clock ticks (Linux): a later process given the same pid has another. */
  start?: string;
  /** The pid namespace (Linux): containers sharing a machine and a folder do not see each other's pids. */
  ns?: string;
}

/** The holder fields as read from a file: written by this build, an earlier one (pid and boot only), or none. */
export type HolderFields = Partial<Holder>;

/** The holder fields of a lock or guard file read back from disk, checked before anything is believed of them. */
export const HolderFieldsSchema = z.object({
  pid: z.number().int().optional(),
  boot: z.string().max(200).optional(),
  start: z.string().max(40).optional(),
  ns: z.string().max(100).optional(),
});

const readOr = (read: () => string): string | undefined => {
  try {
    return read();
  } catch {
    return undefined;
  }
};

const BOOT_ID = readOr(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim());

/**
 * This machine's current boot, the same for every local process: Linux's boot id, else the host name and boot time
 * (to ten seconds: two processes that round it apart just cannot tell each other's fate).
 */
const BOOT = BOOT_ID ? `${hostname()}:${BOOT_ID}` : `${hostname()}:~${Math.round((Date.now() / 1000 - uptime()) / 10)}`;

/** Field 22 of /proc/<pid>/stat, the process's start time (the fields after the command name, which may hold spaces). */
function startOf(pid: number): string | undefined {
  const stat = readOr(() => readFileSync(`/proc/${pid}/stat`, 'utf8'));
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

const start = startOf(process.pid);
const ns = readOr(() => readlinkSync('/proc/self/ns/pid'));

/** This process, as it names itself in the files it holds. */
export const SELF: Holder = { pid: process.pid, boot: BOOT, ...(start ? { start } : {}), ...(ns ? { ns } : {}) };

/** Whether process `pid` of this machine is alive (EPERM: alive, but someone else's). */
export function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * What became of a holder: `gone` (proven: its machine rebooted since, or its pid is free or now another process's),
 * `this process` (by pid and start: the caller knows whether it still holds the file), `running`, or `unknown` (another
 * machine or container, or a file that does not say): only `gone` may be displaced.
 */
export function fateOf(holder: HolderFields): 'gone' | 'this process' | 'running' | 'unknown' {
  if (holder.pid === undefined || holder.boot === undefined) return 'unknown';
  if (holder.boot !== BOOT) {
    // The same host named with another boot id: the machine has rebooted since, and every process of then is gone.
    const [host, boot] = holder.boot.split(':');
    return BOOT_ID !== undefined && host === hostname() && boot !== undefined && !boot.startsWith('~') ? 'gone' : 'unknown';
  }
  if (holder.ns !== undefined && SELF.ns !== undefined && holder.ns !== SELF.ns) return 'unknown';
  const started = (pid: number) => (holder.start !== undefined ? startOf(pid) : undefined);
  if (holder.pid === process.pid) return started(process.pid) !== undefined && holder.start !== SELF.start ? 'gone' : 'this process';
  if (!running(holder.pid)) return 'gone';
  const now = started(holder.pid);
  return now !== undefined && now !== holder.start ? 'gone' : 'running';
}
