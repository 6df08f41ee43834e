/**
 * When a run's effect sources last saw its server do anything (a connection or bytes on a canary
 * listener, an event in the sandbox, a write to the action log), and a wait for the next time they
 * do. The session asks it whether a call acted before its answer came and, where it did not, waits
 * for the act: a tool that answers first and acts a moment later is timed by its act, not its answer.
 * It says nothing of what was done or which call did it; the effects are read once the run is over.
 */
export class Activity {
  /** `performance.now()` of the last event, -Infinity before the first. */
  private last = -Infinity;
  private waiters: (() => void)[] = [];

  /** Where the sources could not be watched as they went: `since` is then always true (no wait). */
  blind(): void {
    this.last = Infinity;
    for (const w of this.waiters.splice(0)) w();
  }

  /** Something happened, now. */
  seen(): void {
    if (this.last === Infinity) return;
    this.last = performance.now();
    for (const w of this.waiters.splice(0)) w();
  }

  /** Whether anything happened at or after `at` (`performance.now()`). */
  since(at: number): boolean {
    return this.last >= at;
  }

  /** Resolves at the next event, or once `ms` went by with none: whether one came. */
  next(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== done);
        resolve(false);
      }, ms);
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.waiters.push(done);
    });
  }
}
