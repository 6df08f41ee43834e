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
  private waiters: (() => void)[] = [];
  /**
   * The last bytes of each connection seen so far, and of the action log read so far, as latin1 text
   * (a canary split across two reads; text, not a Buffer: nothing of a run pins the C heap, where the
   * gate's large buffers come and go).
   */
  private readonly tails = new WeakMap<object, string>();
  private recorderRead = 0;
  private recorderTail = '';

  /**
   * `anyEvent`: any event is taken for the control's act, not only one carrying its canary (where
   * the gate saw a control's canary only once decoded, or somewhere no event names it).
   */
  constructor(
    private readonly canary: string,
    private readonly recorder: string | undefined,
    private readonly anyEvent: boolean
  ) {}

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
    const { found, tail } = this.search(this.tails.get(conn) ?? '', chunk);
    this.tails.set(conn, tail);
    this.event(found);
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
      if (from > this.recorderRead) this.recorderTail = '';
      const bytes = Buffer.allocUnsafeSlow(size - from);
      const n = readSync(fd, bytes, 0, bytes.length, from);
      ({ found, tail: this.recorderTail } = this.search(this.recorderTail, bytes.subarray(0, n)));
      this.recorderRead = from + n;
    } catch {
      // Gone or replaced: the write is an event all the same.
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
    this.event(found);
  }

  /** Whether `tail` (the end of what came before) and `bytes` hold the canary, and the new tail. */
  private search(tail: string, bytes: Buffer): { found: boolean; tail: string } {
    const keep = this.canary.length - 1;
    const found =
      bytes.includes(this.canary) ||
      (tail !== '' && (tail + bytes.toString('latin1', 0, keep)).includes(this.canary));
    const end = bytes.toString('latin1', Math.max(0, bytes.length - keep));
    return { found, tail: (tail + end).slice(-keep) };
  }

  /** Whether the control's act (by `anyEvent`, any event) came at or after `at` (`performance.now()`). */
  since(at: number): boolean {
    return (this.anyEvent ? this.lastAny : this.lastCarrying) >= at;
  }

  /** Resolves at the next event that `since` counts, or once `ms` went by with none: whether one came. */
  next(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== done);
        resolve(false);
      }, ms);
      this.waiters.push(done);
    });
  }

  private event(carrying: boolean): void {
    if (this.lastAny === Infinity) return;
    const now = performance.now();
    this.lastAny = now;
    if (carrying) this.lastCarrying = now;
    this.wake(carrying);
  }

  /** Ends the waits: at an event `since` counts (one carrying the canary, or any by `anyEvent`). */
  private wake(carrying: boolean): void {
    if (carrying || this.anyEvent) for (const done of this.waiters.splice(0)) done();
  }
}
