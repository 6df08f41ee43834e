/**
 * When a run's effect sources last saw its server do anything (a connection or bytes on a canary
 * listener, an event in the sandbox, a write to the action log), and when last anything carrying the
 * run's control canary as it was sent (in a request's bytes, an action log line, a sandbox name),
 * and a wait for the next such moment. The session asks it whether the control acted before its
 * answer came and, where it did not, waits for the act: a tool that answers first and acts a moment
 * later is timed by its act, not its answer. What is judged is read once the run is over; this only
 * times the control.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/** Bytes of the action log read per write at most: the control's line is the last one written. */
const RECORDER_WINDOW = 256 * 1024;

export class Activity {
  /** `performance.now()` of the last event, and of the last one that carried the canary. */
  private lastAny = -Infinity;
  private lastCarrying = -Infinity;
  private waiters: { any: boolean; done: () => void }[] = [];
  /** The end of each connection's bytes seen so far, for a canary split across two reads. */
  private readonly tails = new WeakMap<object, Buffer>();
  private recorderRead = 0;
  private recorderTail: Buffer = Buffer.alloc(0);
  private readonly needle: Buffer;

  /**
   * `anyEvent`: any event is taken for the control's act, not only one carrying its canary (where
   * the gate saw a control's canary only once decoded, or somewhere no event names it).
   */
  constructor(
    private readonly canary: string,
    private readonly recorder: string | undefined,
    readonly anyEvent: boolean
  ) {
    this.needle = Buffer.from(canary);
  }

  /** Whether something carrying the canary was seen, whenever. */
  get carried(): boolean {
    return this.lastCarrying > -Infinity;
  }

  /** Where the sources could not be watched as they went: `since` is then always true (no wait). */
  blind(): void {
    this.lastAny = this.lastCarrying = Infinity;
    this.wake(true);
  }

  /** A connection to a canary listener. */
  connection(): void {
    this.event(false);
  }

  /** Bytes on a connection (`conn` tells its reads apart). */
  data(conn: object, chunk: Buffer): void {
    if (this.carried) return this.event(false);
    const tail = this.tails.get(conn);
    const seen = tail ? Buffer.concat([tail, chunk]) : chunk;
    this.tails.set(conn, this.tailOf(seen));
    this.event(seen.includes(this.needle));
  }

  /** An event in the sandbox, of the entry named `name` where the kernel said. */
  sandbox(name: Buffer | string | null | undefined): void {
    this.event(!!name && name.includes(this.canary));
  }

  /** The action log was written: whether its new bytes hold the canary. */
  recorderWritten(): void {
    if (this.carried || !this.recorder) return this.event(false);
    let fd: number | undefined;
    let found = false;
    try {
      fd = openSync(this.recorder, 'r');
      const size = fstatSync(fd).size;
      if (size < this.recorderRead) this.recorderRead = 0;
      const from = Math.max(this.recorderRead, size - RECORDER_WINDOW);
      const bytes = Buffer.alloc(size - from);
      const n = readSync(fd, bytes, 0, bytes.length, from);
      const seen = Buffer.concat([
        from === this.recorderRead ? this.recorderTail : Buffer.alloc(0),
        bytes.subarray(0, n)
      ]);
      found = seen.includes(this.needle);
      this.recorderRead = from + n;
      this.recorderTail = this.tailOf(seen);
    } catch {
      // Gone or replaced: the write is an event all the same.
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
    this.event(found);
  }

  /** Whether the control's act (by `anyEvent`, any event) came at or after `at` (`performance.now()`). */
  since(at: number): boolean {
    return (this.anyEvent ? this.lastAny : this.lastCarrying) >= at;
  }

  /** Resolves at the next event that `since` counts, or once `ms` went by with none: whether one came. */
  next(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter = {
        any: this.anyEvent,
        done: () => {
          clearTimeout(timer);
          resolve(true);
        }
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(false);
      }, ms);
      this.waiters.push(waiter);
    });
  }

  /** A copy of the bytes a canary begun at the end of `seen` may have come in (none keeps `seen`). */
  private tailOf(seen: Buffer): Buffer {
    return Buffer.from(seen.subarray(Math.max(0, seen.length - this.needle.length + 1)));
  }

  private event(carrying: boolean): void {
    if (this.lastAny === Infinity) return;
    const now = performance.now();
    this.lastAny = now;
    if (carrying) this.lastCarrying = now;
    this.wake(carrying);
  }

  private wake(carrying: boolean): void {
    const woken = this.waiters.filter((w) => carrying || w.any);
    if (!woken.length) return;
    this.waiters = this.waiters.filter((w) => !woken.includes(w));
    for (const w of woken) w.done();
  }
}
