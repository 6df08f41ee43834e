/**
 * `corpus add --from OUT_DIR --run SCENARIO/CASE --to DIR` (or `--bytes FILE`): writes a case file
 * from the stdin bytes of a failing run, checked as `corpus check` would before it is kept.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isProtocolVersion, type ProtocolVersion } from '../core/protocol.js';
import { CONTROL_CASE, firstOf, runKey, type Report } from '../core/report.js';
import {
  frameFromBytes,
  framesOfCapture,
  idFromTitle,
  type CaseFile,
  type SourceFrame
} from '../corpus/add.js';
import { BUILTIN_CORPUS_VERSION, builtinCorpusDir, loadCorpusDir, parseCaseFile } from '../corpus/load.js';
import type { CorpusCase } from '../corpus/types.js';
import { ConfigurationError } from '../errors.js';
import { makeDirectory, type LaunchFacts } from '../report/files.js';

export interface CorpusAddOptions {
  from?: string;
  run?: string;
  bytes?: string;
  to: string;
  title?: string;
}

function readJson<T>(file: string, flag: string): T {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigurationError(`${flag}: cannot read ${file} (${(error as Error).message})`);
  }
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new ConfigurationError(`${flag}: ${file} is not JSON (${(error as Error).message})`);
  }
}

/** The frames of one run of a gate report, and the case it ran (when its file can still be read). */
function fromRun(outDir: string, key: string) {
  const report = readJson<Report>(path.join(outDir, 'report.json'), '--from');
  const run = report.runs.find((r) => runKey(r.scenario, r.case) === key);
  if (!run) {
    const cases = report.runs.filter((r) => r.case !== 'control').map((r) => runKey(r.scenario, r.case));
    throw new ConfigurationError(
      `--run ${key}: no such run in ${path.join(outDir, 'report.json')} (case runs: ${firstOf(cases, 12) || 'none'})`
    );
  }
  if (!run.transcript) throw new ConfigurationError(`--run ${key}: the report keeps no transcript of it`);
  const dir = path.join(outDir, run.transcript);
  // Reports of earlier gate versions hold launch.json without frames.
  const launch = readJson<Partial<LaunchFacts>>(path.join(dir, 'launch.json'), '--from');
  if (!launch.frames?.length)
    throw new ConfigurationError(
      `--run ${key}: the run wrote no frame (a scenario run, a case not applicable to the server, or one whose server was gone before its frames)`
    );
  let stdin: Buffer;
  try {
    stdin = readFileSync(path.join(dir, 'stdin.bin'));
  } catch (error) {
    throw new ConfigurationError(
      `--from: cannot read ${path.join(dir, 'stdin.bin')} (${(error as Error).message})`
    );
  }
  const version = report.gate.protocolVersion as ProtocolVersion;
  const frames: SourceFrame[] = launch.frames.map((f) => ({
    bytes: stdin.subarray(f.offset, f.offset + f.bytes),
    role: f.role,
    probe: {
      tool: f.tool,
      args: JSON.parse(f.arguments),
      id: f.id,
      canary: f.canary,
      protocolVersion: version
    }
  }));
  let original: CorpusCase | undefined;
  if (run.caseFile && existsSync(run.caseFile)) original = parseCaseFile(run.caseFile, 'source').case;
  const finding = report.findings.find((f) => runKey(f.scenario, f.case) === key);
  return { frames, original, finding, report, run };
}

export function corpusAdd(o: CorpusAddOptions): {
  file: string;
  id: string;
  frames: number;
  /** The reproduce command of the failing run, and the case it named. */
  reproduce?: string;
  fromCase?: string;
} {
  if (!!o.from === !!o.bytes)
    throw new ConfigurationError(
      'corpus add: give either --from OUT_DIR --run SCENARIO/CASE or --bytes FILE'
    );
  if (o.from && !o.run) throw new ConfigurationError('corpus add: --from needs --run SCENARIO/CASE');
  let frames: SourceFrame[];
  let meta: Partial<CaseFile> = {};
  let source: string;
  let reproduce: string | undefined;
  let fromCase: string | undefined;
  if (o.from) {
    const r = fromRun(o.from, o.run!);
    frames = r.frames;
    reproduce = r.finding?.reproduce;
    fromCase = r.run.case;
    source = `run ${o.run} of ${path.join(o.from, 'report.json')}`;
    const found = r.finding ? ` The gate found: ${r.finding.kind}: ${r.finding.message.slice(0, 200)}` : '';
    meta = {
      title: r.original ? `${r.original.title}, as a failing run sent it` : `The frames of run ${o.run}`,
      rationale: `TODO: name the real defect this reproduces (an issue, an incident or a spec section). Written by corpus add from ${source}.${found}`
    };
    if (r.original) {
      const { category, level, handshake, closeStdin, protocolVersions, when } = r.original;
      meta = {
        ...meta,
        category,
        level,
        handshake,
        closeStdin,
        protocolVersions,
        when,
        expect: r.original.expect
      };
    }
  } else {
    let bytes: Buffer;
    try {
      bytes = readFileSync(o.bytes!);
    } catch (error) {
      throw new ConfigurationError(`--bytes: cannot read ${o.bytes} (${(error as Error).message})`);
    }
    if (!bytes.length) throw new ConfigurationError(`--bytes: ${o.bytes} is empty`);
    frames = framesOfCapture(bytes, '2025-11-25');
    source = `the bytes of ${path.basename(o.bytes!)}`;
    // A capture that starts with its own initialize is sent as it is, before any handshake.
    const first = frames[0].bytes.toString('utf8');
    meta = {
      title: `Stdin bytes captured in ${path.basename(o.bytes!)}`,
      rationale: `TODO: name the real defect this reproduces (an issue, an incident or a spec section). Written by corpus add from ${source}.`,
      ...(/"method"\s*:\s*"initialize"/.test(first) ? { handshake: false } : {})
    };
  }
  const title = o.title ?? meta.title!;
  const taken = new Set([CONTROL_CASE, ...loadCorpusDir(builtinCorpusDir()).map((c) => c.id)]);
  const base = idFromTitle(title);
  let id = base;
  for (let n = 2; taken.has(id) || existsSync(path.join(o.to, `${id}.json`)); n++)
    id = `${base.slice(0, 60)}-${n}`;
  const value: CaseFile = {
    id,
    title,
    category: meta.category ?? 'framing',
    level: meta.level ?? 'required',
    since: BUILTIN_CORPUS_VERSION,
    rationale: meta.rationale!,
    ...(meta.protocolVersions ? { protocolVersions: meta.protocolVersions.filter(isProtocolVersion) } : {}),
    ...(meta.handshake !== undefined ? { handshake: meta.handshake } : {}),
    ...(meta.closeStdin !== undefined ? { closeStdin: meta.closeStdin } : {}),
    ...(meta.when ? { when: meta.when } : {}),
    frames: frames.map(frameFromBytes),
    expect: meta.expect ?? { rejectedCanaries: 'never' }
  };
  makeDirectory(o.to, 'to');
  const file = path.join(o.to, `${id}.json`);
  writeFileSync(file, JSON.stringify(value, null, 2) + '\n');
  // Kept only when it checks as any case file would.
  const checked = parseCaseFile(file, path.basename(o.to));
  if (!checked.case) {
    rmSync(file, { force: true });
    throw new Error(`corpus add wrote a case that does not check: ${checked.problems.join('; ')}`);
  }
  return { file, id, frames: frames.length, reproduce, fromCase };
}
