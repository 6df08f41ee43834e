/**
 * What a look at the sandbox once the run is over cannot see: an entry made and removed while the
 * run went on (a temp file a call wrote and cleaned up, a job directory made and deleted, a file
 * written with the rejected call's canary and unlinked at once). The kernel reports every name made,
 * removed or moved in a watched directory (inotify, through `fs.watch`), however briefly it lived.
 *
 * Only names and how often each appeared or went are kept, never what a file held: a file read when
 * its event arrives may or may not still be there, and what a run is judged by must not depend on
 * how fast the gate's event loop was (a clean start and a case would then differ by chance).
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  unlinkSync,
  watch,
  writeFileSync,
  type FSWatcher
} from 'node:fs';
import path from 'node:path';
import { hasCanary } from '../core/action-log.js';
import { fsPath, listNames, nameOf } from './fs-names.js';
import { openDirectory } from './read-range.js';
import type { Activity } from './activity.js';

/** Directories watched per run: a run that makes more has the rest looked at only once it is over. */
const WATCHED_DIRS_CAP = 256;
/** Names counted per run (the sandbox walk's own cap). */
const NAMES_CAP = 10_000;
/** Names carrying a canary counted past NAMES_CAP. */
const CANARY_NAMES_PAST_CAP = 1000;
/**
 * The events the kernel queues for one inotify instance before it drops the next ones
 * (`max_queued_events`). libuv keeps one instance per loop: every watch of the gate shares it.
 */
const QUEUE_LIMIT = (() => {
  try {
    const n = Number(readFileSync('/proc/sys/fs/inotify/max_queued_events', 'utf8').trim());
    return Number.isSafeInteger(n) && n > 0 ? n : 16_384;
  } catch {
    return 16_384;
  }
})();

/**
 * The errors with which the kernel refuses a watch for want of inotify resources: every watch
 * (`fs.inotify.max_user_watches`) or instance of the user is taken, which the server under test,
 * running as the same user, can do on purpose.
 */
const REFUSALS = new Set(['ENOSPC', 'EMFILE', 'ENFILE', 'ENOMEM']);

/** What a refused watch is called in a blind spot: the code and the limit it stands for. */
const refusal = (code: string): string =>
  code === 'ENOSPC'
    ? "ENOSPC: the user's inotify watches, fs.inotify.max_user_watches, are all taken"
    : code === 'EMFILE'
      ? "EMFILE: the user's inotify instances, fs.inotify.max_user_instances, or the gate's open files are all taken"
      : code;

/**
 * How many events the gate's inotify queue handed over in one go. libuv reads the queue until it is
 * empty and calls each watcher in turn before the loop goes on (no `setImmediate` runs in between),
 * so a burst holds every event that was waiting, and more that came meanwhile. The kernel drops
 * events only once QUEUE_LIMIT are waiting, so a burst that never reaches it proves that nothing was
 * dropped; each watch open meanwhile keeps the largest (`peakBurst`).
 */
const bursts = {
  current: 0,
  open: new Set<{ peakBurst: number }>(),
  count(): void {
    if (this.current++ === 0)
      setImmediate(() => {
        for (const w of this.open) w.peakBurst = Math.max(w.peakBurst, this.current);
        this.current = 0;
      });
  }
};

/** How long the gate waits for its own flush event before it takes the watch as having lost events. */
const FLUSH_WAIT_MS = 5000;

/**
 * What the watch saw of a run's sandbox: each relative path whose name appeared or went, as
 * `WatchedName`; what kept it from seeing everything.
 */
export interface WatchedNames {
  names: Map<string, WatchedName>;
  problems: string[];
  /**
   * What the watch could not see of a run that made it (names past the cap, directories past the
   * cap, events the kernel may have dropped): an entry made and removed there is not seen, so the run
   * proves nothing of it.
   */
  blind: string[];
  /**
   * Events of writes to the action log once the session was done with its calls (`SandboxWatch`
   * given one; the kernel merges a write's event with the next one's while neither was read, so it
   * tells that there were writes, not how many): each is an act, even one whose line the server took
   * back before the run ended.
   */
  recorderWrites: number;
}

/**
 * One name's events, read as the kernel makes them: each makes the entry (it was not there), takes
 * it away, or, right after another name of the same directory went, moves that entry over it (a
 * move within a directory is two events in a row there, its old name's then its new one's, made
 * under the directory's lock: no other entry of it comes between). An entry removed and another
 * removed at once reads as a move over the second; the walk at the end then finds it gone.
 */
export interface WatchedName {
  /** How many times the entry was made (it was not there), in all and before the calls were done. */
  made: number;
  madeBefore: number;
  /** Whether it is there, as its events tell. */
  present: boolean;
  /** The names this one's entry was moved over, and how often (an atomic save's temp file). */
  movedOver: Map<string, number>;
}

/** `movedOver` of the names never moved over another (most): one empty map, never written. */
const NO_MOVES: Map<string, number> = new Map();

/** The names kept per name in `WatchedName.movedOver`. */
const MOVED_OVER_CAP = 8;

/**
 * The kernel's events reach the gate on its event loop, after the fact. `flush` makes an event of the
 * gate's own in a directory the same inotify queue watches (libuv holds one per loop) and waits for
 * it: every event made before it has then been handed to its watcher. One per gate.
 */
export class WatchFlush {
  private readonly waiting = new Map<string, () => void>();
  private watcher: FSWatcher | undefined;
  private counter = 0;
  /** Why the kernel refused this flush its watch (`REFUSALS`), if it did. */
  refused: string | undefined;

  constructor(private readonly dir: string) {}

  /** Whether the events of every watch made until now have arrived (false: the kernel lost some). */
  async flush(): Promise<boolean> {
    // Where no sandbox is watched (`SandboxWatch`), there is nothing to wait for.
    if (process.platform !== 'linux') return true;
    if (!this.watcher) {
      mkdirSync(this.dir, { recursive: true });
      this.refused = undefined;
      try {
        this.watcher = watch(`${this.dir}/.`, { persistent: false }, (_type, name) => {
          bursts.count();
          if (typeof name === 'string') this.waiting.get(name)?.();
        });
      } catch (error) {
        // No inotify to be had (its limits): the sandbox watches could not begin either.
        const code = (error as NodeJS.ErrnoException).code ?? '';
        if (REFUSALS.has(code)) this.refused = code;
        return false;
      }
      this.watcher.on('error', () => undefined);
    }
    const name = `flush-${++this.counter}-${randomBytes(4).toString('hex')}`;
    const file = path.join(this.dir, name);
    let timer: NodeJS.Timeout | undefined;
    const arrived = await new Promise<boolean>((resolve) => {
      this.waiting.set(name, () => resolve(true));
      timer = setTimeout(() => resolve(false), FLUSH_WAIT_MS);
      writeFileSync(file, '');
    }).finally(() => {
      clearTimeout(timer);
      this.waiting.delete(name);
    });
    unlinkSync(file);
    return arrived;
  }

  close(): void {
    this.watcher?.close();
    this.watcher = undefined;
  }
}

/**
 * One run's sandbox, watched from before its server starts until its effects are read.
 *
 * The sandbox directory itself is watched before the server starts: every name made in it is
 * counted. A directory under it can only be watched once its own event reached the gate, after the
 * server made it, and what the server did in it meanwhile is not known (a start that makes `work/`
 * and at once a lock file in it, removed again, would be seen in one run and not in the next: a
 * clean start and a case would differ by chance). So inside directories only what comes after the
 * fence counts, the moment before the session's first call (`fence`): every directory there by then
 * is watched, its listing taken as it is, and each event after it is the server's answer to a call
 * or a frame, whatever the gate's pace. A directory made after the fence is counted as an entry of
 * its parent; what is made inside it is left to the walk at the end.
 */
export class SandboxWatch {
  private readonly watchers = new Map<string, FSWatcher>();
  private names = new Map<string, WatchedName>();
  /** Per directory, the name whose event was its latest, while that event took its entry away. */
  private readonly dirGone = new Map<string, WatchedName>();
  private readonly problems: string[] = [];
  private events = 0;
  private namesDropped = 0;
  private dirsDropped = 0;
  /** Directories the kernel refused a watch (`REFUSALS`), and the first refusal's code. */
  private refused = { dirs: 0, code: '' };
  /** Why the kernel refused the flush's watch this one waits on (`WatchFlush.refused`), if it did. */
  private flushRefused = '';
  private fenced = false;
  /** `end` gave what was seen: it keeps none of it (a closure of the run may keep this watch). */
  private ended = false;
  /** A flush's event never came: the kernel dropped events (its queue overflowed). */
  private lost = false;
  private callsDone = false;
  /** The sandbox itself could not be watched (not Linux, or no inotify to be had). */
  private readonly unwatched: boolean;
  /** The largest burst of the gate's inotify queue while this watch was open (`bursts`). */
  peakBurst = 0;

  /** The action log's watch, from the moment the session is done with its calls. */
  private recorderWatch: FSWatcher | undefined;
  private recorderWrites = 0;
  /** Why the kernel refused the action log's watch, if it did. */
  private recorderRefused = '';

  /** The action log's directory, watched from the fence for the log's writes (`Activity`). */
  private activityWatch: FSWatcher | undefined;

  constructor(
    private readonly root: string,
    private readonly recorder?: string,
    private readonly activity?: Activity
  ) {
    // Elsewhere `fs.watch` is not inotify: neither its names nor its order are what is read here.
    bursts.open.add(this);
    if (process.platform === 'linux') this.add('');
    this.unwatched = !this.watchers.has('');
    if (this.unwatched)
      this.problems.push(
        'the sandbox could not be watched: an entry made and removed during the run is not seen'
      );
  }

  /**
   * The session is about to make its first call, and every event until now has arrived
   * (`WatchFlush`): each directory's entries are taken as they are, and from now on what is made in
   * a directory under the sandbox counts too.
   */
  fence(flushed: boolean, refused?: string): void {
    if (!flushed) this.lost = true;
    this.flushRefused ||= refused ?? '';
    /** Every entry of each directory watched under the sandbox, as it is now. */
    const listed = new Set<string>();
    for (const dir of this.watchers.keys()) {
      if (dir === '') continue;
      try {
        for (const n of listNames(path.join(this.root, dir))) listed.add(path.join(dir, n));
      } catch {
        // gone: none of its entries is there
      }
      this.dirGone.delete(dir);
    }
    // (A name in the sandbox itself has `.` for its directory: the root's watch counts from the start.)
    for (const [rel, name] of this.names)
      if (this.watchers.has(path.dirname(rel))) name.present = listed.has(rel);
    for (const rel of listed) if (!this.names.has(rel)) this.track(rel, true);
    this.fenced = true;
    this.watchActivity();
  }

  /**
   * The action log's writes, as they come, for `Activity`: its directory is watched, not the log
   * (a watch of the log's own inode would share its descriptor with `recorderWatch`, whose count
   * must begin afresh). Where that or the sandbox's watch cannot be had, the activity is blind.
   */
  private watchActivity(): void {
    if (!this.activity || this.ended || this.activityWatch) return;
    if (!this.recorder || this.unwatched) return this.activity.blind();
    const name = path.basename(this.recorder);
    try {
      this.activityWatch = watch(`${path.dirname(this.recorder)}/.`, { persistent: false }, (_type, of) => {
        bursts.count();
        if (of === name) this.activity?.recorderWritten();
      });
      this.activityWatch.on('error', () => this.activity?.blind());
    } catch {
      this.activity.blind();
    }
  }

  /** The session is done with its calls: later events are the frames' (`madeBefore` stops counting). */
  markCallsDone(): void {
    this.callsDone = true;
    // The session may be done with its calls more than once (the control, a barrier, the ping after
    // it): the log's writes count from the last time, on a watch made then. A watch made anew has a
    // new descriptor, so an event of an earlier write still queued is not its own. Its events come on
    // the gate's one inotify queue, which the flush that ends the run orders.
    this.recorderWatch?.close();
    this.recorderWatch = undefined;
    this.recorderWrites = 0;
    if (!this.recorder || this.ended || process.platform !== 'linux') return;
    try {
      this.recorderWatch = watch(this.recorder, { persistent: false }, (type) => {
        if (type === 'change') this.recorderWrites += 1;
      });
      this.recorderWatch.on('error', () => undefined);
    } catch (error) {
      // Gone or replaced already: its identity tells that (`recorderEffects`). Refused by the kernel:
      // a line written and taken back is not seen.
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (REFUSALS.has(code)) this.recorderRefused = code;
    }
  }

  /**
   * Stops watching and gives what was seen, once (a later call gives nothing); `flushed` false: the
   * kernel may have lost events.
   */
  end(flushed: boolean, refused?: string): WatchedNames {
    if (this.ended) return { names: new Map(), problems: [], blind: [], recorderWrites: 0 };
    this.flushRefused ||= refused ?? '';
    this.ended = true;
    this.recorderWatch?.close();
    this.activityWatch?.close();
    for (const w of this.watchers.values()) w.close();
    this.watchers.clear();
    bursts.open.delete(this);
    const problems = [...this.problems];
    const blind: string[] = [];
    const burst = Math.max(this.peakBurst, bursts.current);
    // The kernel refused watches: that is why a flush failed, if one did.
    const { dirs } = this.refused;
    if (dirs || this.flushRefused)
      blind.push(
        `the kernel refused ${dirs ? `to watch ${dirs === 1 ? 'a directory' : `${dirs} directories`}` : 'the watch the gate waits on for its events'} (${refusal(this.refused.code || this.flushRefused)}): an entry made and removed where the gate could not watch is not seen`
      );
    // Where the sandbox could not be watched at all, that is the problem above, not a loss.
    else if (!this.unwatched && (!flushed || this.lost))
      blind.push(
        `${this.events} entries were made, removed or moved during the run, and the kernel dropped events of the gate's watch: an entry made and removed among them is not seen`
      );
    else if (burst >= QUEUE_LIMIT)
      blind.push(
        `${this.events} entries were made, removed or moved during the run, and ${burst} events of the gate's watch waited at once, as many as the kernel queues (max_queued_events ${QUEUE_LIMIT}): it may have dropped some, and an entry made and removed among them is then not seen`
      );
    if (this.recorderRefused)
      blind.push(
        `the kernel refused to watch the action log (${refusal(this.recorderRefused)}): a line written and taken back once the calls were done is not seen`
      );
    if (this.namesDropped)
      blind.push(
        `more than ${NAMES_CAP} names were made during the run; ${this.namesDropped} events past them were not counted`
      );
    if (this.dirsDropped)
      blind.push(
        `more than ${WATCHED_DIRS_CAP} directories were there before the first call; an entry made and removed inside the rest is not seen`
      );
    const names = this.names;
    this.names = new Map();
    this.dirGone.clear();
    return { names, problems, blind, recorderWrites: this.recorderWrites };
  }

  /** Watches the directory at `rel` (and each directory already in it): nothing outside the sandbox. */
  private add(rel: string): void {
    if (this.watchers.size >= WATCHED_DIRS_CAP) {
      this.dirsDropped += 1;
      return;
    }
    const at = rel === '' ? this.root : path.join(this.root, rel);
    let fd: number | undefined;
    try {
      // Opened without following a link: a directory swapped for a link to `/` is not watched.
      let base: string;
      ({ fd, base } = openDirectory(at));
      // Watched as `<dir>/.`: an event of the directory itself (removed, moved) names `.`, which no
      // entry can be called.
      // Names as bytes: one that is not UTF-8 is kept as it is (`nameOf`).
      const watcher = watch(`${base}/.`, { persistent: false, encoding: 'buffer' }, (type, name) => {
        bursts.count();
        this.activity?.sandbox(name);
        if (type === 'rename' && name) this.renamed(rel, nameOf(name));
      });
      watcher.on('error', () => this.gone(rel, watcher));
      this.watchers.get(rel)?.close();
      this.watchers.set(rel, watcher);
      // Made before this watch began: its own entries may be directories already.
      for (const name of listNames(base)) this.addIfDirectory(rel === '' ? name : path.join(rel, name));
    } catch (error) {
      // Gone, or not a directory any more: its name's events in its parent tell it. Refused by the
      // kernel: what is made inside it is not seen.
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (REFUSALS.has(code)) this.refuse(code);
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  }

  /** The kernel refused the watch of one of its directories. */
  private refuse(code: string): void {
    this.refused.dirs += 1;
    this.refused.code ||= code;
  }

  private addIfDirectory(rel: string): void {
    // After the fence a directory's entries would count from whenever its watch began: not at all.
    if (this.fenced) return;
    try {
      if (lstatSync(fsPath(path.join(this.root, rel))).isDirectory()) this.add(rel);
    } catch {
      // gone already
    }
  }

  private track(rel: string, present: boolean): WatchedName | undefined {
    // Past the cap a name carrying a canary is still counted (it tells whose act it was), a bounded few.
    if (this.names.size >= NAMES_CAP + (hasCanary(rel) ? CANARY_NAMES_PAST_CAP : 0)) {
      this.namesDropped += 1;
      return undefined;
    }
    const name: WatchedName = { made: 0, madeBefore: 0, present, movedOver: NO_MOVES };
    this.names.set(rel, name);
    return name;
  }

  private renamed(dir: string, name: string): void {
    if (name === '.') {
      // The watched directory itself was removed or moved: its parent's watch counts that.
      const watcher = this.watchers.get(dir);
      if (watcher) this.gone(dir, watcher);
      return;
    }
    this.events += 1;
    const rel = dir === '' ? name : path.join(dir, name);
    const seen = this.names.get(rel) ?? this.track(rel, false);
    const went = this.dirGone.get(dir);
    this.dirGone.delete(dir);
    if (!seen) return;
    // Before the fence, an entry of a directory under the sandbox is followed, not counted.
    const counts = dir === '' || this.fenced;
    if (seen.present && went && went !== seen) {
      // Moved over it: it stays, with what the entry that went held.
      if (counts && (went.movedOver.has(rel) || went.movedOver.size < MOVED_OVER_CAP)) {
        if (went.movedOver === NO_MOVES) went.movedOver = new Map();
        went.movedOver.set(rel, (went.movedOver.get(rel) ?? 0) + 1);
      }
    } else if (seen.present) {
      seen.present = false;
      this.dirGone.set(dir, seen);
    } else {
      seen.present = true;
      if (counts) {
        seen.made += 1;
        if (!this.callsDone) seen.madeBefore += 1;
      }
    }
    // A directory made (again) under this name is watched from now on.
    if (!this.watchers.has(rel)) this.addIfDirectory(rel);
  }

  private gone(rel: string, watcher: FSWatcher): void {
    watcher.close();
    if (this.watchers.get(rel) === watcher) this.watchers.delete(rel);
  }
}
