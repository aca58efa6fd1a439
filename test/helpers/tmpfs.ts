// A small tmpfs for fault tests (a full disk, a read-only one). Mounting needs root: without it the helpers answer
// null and the test says which variant ran. Every mount is unmounted by `unmount`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Mounts a tmpfs of `kb` KiB on a fresh folder; null when this process may not mount one. */
export function mountTmpfs(kb: number): string | null {
  const dir = join(tmpdir(), `dune-tmpfs-${process.pid}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`);
  mkdirSync(dir);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${kb}k`, 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

/**
 * Makes the mount read-only, or writable again. A read-only remount waits (up to 5 s) for the files open for writing
 * to be closed: the file store keeps a game's journal open until it has been idle a moment.
 */
export async function remount(dir: string, mode: 'ro' | 'rw'): Promise<void> {
  for (const until = Date.now() + 5_000; ; await new Promise((r) => setTimeout(r, 100))) {
    try {
      execFileSync('mount', ['-o', `remount,${mode}`, dir], { stdio: 'ignore' });
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
  }
}

/** Unmounts (lazily, if a file is still open) and removes the folder. */
export function unmount(dir: string): void {
  execFileSync('umount', ['-l', dir]);
  rmSync(dir, { recursive: true, force: true });
}
