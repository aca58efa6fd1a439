// Durable file primitives for FileStore: atomic replace (temp + fsync + rename + fsync dir) and synchronous append.
// Every write is checked: a short write is continued, and one that makes no progress (a full disk) is an error,
// so that a commit is never reported durable with part of its bytes on disk.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** A write that could not store all its bytes (the disk is full, or the file system refused). */
export class ShortWriteError extends Error {
  override readonly name = 'ShortWriteError';
  constructor(
    readonly path: string,
    readonly written: number,
    readonly wanted: number,
  ) {
    super(`${path}: only ${written} of ${wanted} bytes could be written`);
  }
}

/** Seam for fault tests: the write of one chunk to the file at `path` (the default is the file handle's own). */
export const fileWrites = {
  write: (handle: FileHandle, bytes: Buffer, offset: number, length: number, _path?: string) => handle.write(bytes, offset, length),
};

/** Writes every byte of `bytes` at the handle's position (or the end, in append mode), or throws ShortWriteError. */
export async function writeAll(handle: FileHandle, bytes: Buffer, path: string): Promise<void> {
  let done = 0;
  while (done < bytes.length) {
    const { bytesWritten } = await fileWrites.write(handle, bytes, done, bytes.length - done, path);
    if (bytesWritten <= 0) throw new ShortWriteError(path, done, bytes.length);
    done += bytesWritten;
  }
}

/** fsync a directory so a rename or a new file in it survives a power loss. */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes `text` to a fresh, fsynced temp file beside `path` and returns its name (the caller moves or removes it). */
export async function writeTempBeside(path: string, text: string): Promise<string> {
  const temp = join(dirname(path), `.tmp-${randomBytes(6).toString('hex')}`);
  const handle = await open(temp, 'wx');
  try {
    await writeAll(handle, Buffer.from(text), temp);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  return temp;
}

/** Replaces `path` with `text` so a reader sees the old or the new content, never a torn one. */
export async function writeAtomic(path: string, text: string): Promise<void> {
  const temp = await writeTempBeside(path, text);
  try {
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDir(dirname(path));
}

/**
 * Appending, created if missing, and O_DSYNC: each write returns once its bytes and the length that reaches them are
 * on disk, as a write and an fdatasync would, in one system call instead of two (a commit makes only a few).
 */
const APPEND_DURABLY = constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | constants.O_DSYNC;

/**
 * Opens `path` to append durably, cut back to `length` bytes first (dropping what a crashed or failed commit appended
 * past the last acknowledged one). The truncate is made durable by the first synchronous write after it.
 */
export async function openAppending(path: string, length: number): Promise<FileHandle> {
  const handle = await open(path, APPEND_DURABLY);
  try {
    const { size } = await handle.stat();
    if (size !== length) await handle.truncate(length);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * Appends `text` to `path` cut back to `length` bytes, on disk when this returns. Returns the new length. A failure
 * leaves a torn tail past `length`: the next append cuts it off again (its commit was not durable).
 */
export async function truncateAndAppend(path: string, length: number, text: string): Promise<number> {
  const handle = await openAppending(path, length);
  try {
    // O_APPEND writes at the end whatever the position; after the truncate that is `length`.
    const bytes = Buffer.from(text);
    await writeAll(handle, bytes, path);
    return length + bytes.length;
  } finally {
    await handle.close();
  }
}

/** The first `length` bytes of `path` ('' if it does not exist). */
export async function readPrefix(path: string, length: number): Promise<string> {
  if (length === 0) return '';
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    if (bytesRead !== length) throw new Error(`${path}: log is shorter (${bytesRead} B) than its snapshot says (${length} B)`);
    return buffer.toString('utf8');
  } finally {
    await handle.close();
  }
}
