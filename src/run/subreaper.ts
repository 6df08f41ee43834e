/**
 * The gate as the child of a child subreaper (Linux `PR_SET_CHILD_SUBREAPER`): a process that a
 * server's descendant leaves behind (a double fork, `setsid`, a cleared environment, its parent
 * gone) is given to the nearest subreaper above it instead of to init. With a perl process right
 * above the gate being that subreaper, every orphan of every run becomes the perl's child: found by
 * its parent pid, whatever it did to its environment, session or process group, and reaped there.
 *
 * Node cannot call prctl; perl's `syscall` can, and perl is on every GitHub-hosted Linux runner
 * (and in every Debian image: perl-base is essential). Where it is missing, or the architecture's
 * prctl number is not known here, the gate runs as before, in its own process.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/**
 * Set by the perl process for the gate it starts: its pid where it is a subreaper, 0 where prctl
 * refused. Set by a user to 0, it keeps the gate in its own process (no subreaper).
 */
export const SUBREAPER_VAR = 'MCP_GATE_SUBREAPER';

/** The signals that stop the gate from outside: Ctrl-C, a cancelled job, a closed terminal. */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** The shell's exit code for a process that `signal` ended: 128 and the signal's number. */
export function signalExitCode(signal: NodeJS.Signals): number {
  return 128 + constants.signals[signal];
}

/** prctl's system call number on the architectures GitHub's runners have. */
const PRCTL = ({ x64: 157, arm64: 167 } as Partial<Record<string, number>>)[process.arch];

/**
 * The perl: asks for SIGTERM when its parent ends (PR_SET_PDEATHSIG, 1), becomes a subreaper (36),
 * starts the gate (asking SIGTERM for it too when the perl ends) and says so on descriptor 3,
 * passes INT, TERM and HUP on to the gate, reaps every child it is given, and ends as the gate did.
 */
const PERL = `
my ($nr, @gate) = @ARGV;
open(my $started, '>&=', 3) or exit 1;
syscall($nr, 1, 15, 0, 0, 0);
my $reaper = syscall($nr, 36, 1, 0, 0, 0) == 0 ? $$ : 0;
my $pid = fork;
exit 1 unless defined $pid;
if ($pid == 0) {
  close $started;
  syscall($nr, 1, 15, 0, 0, 0);
  $ENV{${SUBREAPER_VAR}} = $reaper;
  exec { $gate[0] } @gate;
  exit 127;
}
syswrite $started, '1';
close $started;
for my $s (qw(INT TERM HUP)) { $SIG{$s} = sub { kill $s, $pid } }
while (1) {
  my $w = waitpid(-1, 0);
  exit 1 if $w < 0;
  next unless $w == $pid;
  exit(($? & 127) ? 128 + ($? & 127) : $? >> 8);
}
`;

// Read once, at load (before the gate builds any server's environment), and taken away: no server
// sees it, and nothing a server sets can make the gate believe it runs under one.
const given = process.env[SUBREAPER_VAR];
delete process.env[SUBREAPER_VAR];

/** The subreaper this gate runs under (its parent), or undefined. */
export const subreaperPid: number | undefined =
  given !== undefined && Number(given) > 1 && Number(given) === process.ppid ? Number(given) : undefined;

/**
 * Runs this same gate (its Node, flags and arguments) under a perl subreaper and waits for it.
 * Resolves to the exit code to end with; undefined where that cannot be (not Linux, no perl, no
 * known prctl number, or already under one) or is not `needed`: then the gate runs in this process.
 */
export function runUnderSubreaper(needed: () => boolean): Promise<number | undefined> {
  if (process.platform !== 'linux' || PRCTL === undefined || given !== undefined || !needed())
    return Promise.resolve(undefined);
  const child = spawn(
    'perl',
    ['-e', PERL, String(PRCTL), process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: ['inherit', 'inherit', 'inherit', 'pipe'] }
  );
  // Whether the gate was started: a perl that failed before (no fork, an environment that breaks
  // it) leaves the gate to this process, a gate that ran is never run again.
  let started = false;
  child.stdio[3]?.on('data', () => (started = true));
  let signalled: NodeJS.Signals | undefined;
  const forward = (signal: NodeJS.Signals) => {
    signalled ??= signal;
    try {
      child.kill(signal);
    } catch {
      // gone
    }
  };
  for (const s of STOP_SIGNALS) process.on(s, forward);
  return new Promise((resolve) => {
    const done = (code: number | undefined) => {
      for (const s of STOP_SIGNALS) process.off(s, forward);
      resolve(code);
    };
    // No perl, or it could not start the gate: the gate runs here, as before (unless a signal
    // asked to stop before it started). `close` comes after the perl's exit and its descriptor 3
    // (which only it held) are both seen.
    child.once('error', () => done(undefined));
    child.once('close', (code, signal) => {
      if (!started) done(signalled && signalExitCode(signalled));
      else done(code ?? (signal ? signalExitCode(signal) : 128));
    });
  });
}
