/** The Action: inputs → engine → summary, annotations, outputs, artifacts. One error boundary. */
import { DefaultArtifactClient } from '@actions/artifact';
import * as core from '@actions/core';
import { randomBytes } from 'node:crypto';
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Finding } from '../core/findings.js';
import { count, mergeReports, mostSevere, shardProblems, type Report } from '../core/report.js';
import { ConfigurationError } from '../errors.js';
import type { GateOptions } from '../options.js';
import { secretValues } from '../run/environment.js';
import { GateInternalError, runGate, runLabel, type GateResult } from '../run/gate.js';
import { firstBadBytes, firstBadBytesOf, writeGateFiles, writeMergedFiles } from '../report/files.js';
import { Redactor } from '../report/redact.js';
import { neutralize, oneLine, withCommandsStopped } from '../report/safe-text.js';
import { reproduceCommand } from '../report/reproduce.js';
import { renderSummary, type SummaryLinks } from '../report/summary.js';
import { renderScenarioLog } from '../report/terminal.js';
import { readInputs, type ActionSettings } from './inputs.js';

const MAX_ANNOTATIONS = 10;

function log(text: string): void {
  core.info(neutralize(text));
}

/** Built-in cases live in the action's checkout: point those annotations at the workflow file instead. */
function annotationFile(caseFile: string | undefined): string | undefined {
  const workspace = process.env.GITHUB_WORKSPACE;
  if (caseFile && workspace && !path.relative(workspace, caseFile).startsWith('..'))
    return path.relative(workspace, caseFile);
  const ref = process.env.GITHUB_WORKFLOW_REF;
  const match = ref ? /^[^/]+\/[^/]+\/(.+?)@/.exec(ref) : null;
  return match?.[1];
}

/** A finding as an error annotation: its text on one line, neutralized (the toolkit escapes line ends too). */
export function annotation(
  f: Finding,
  redact: Redactor,
  file: string | undefined
): [string, core.AnnotationProperties] {
  return [
    neutralize(oneLine(redact.text(f.message))),
    { title: `mcp-stdio-gate ${f.kind} (${f.scenario} × ${f.case})`, file }
  ];
}

type ArtifactGroup = [suffix: string, files: string[], output: string];

/**
 * Uploads each non-empty group as `<prefix>-<suffix><shard suffix>`; outputs its id and URL.
 * `conflicts`: each name that was taken (by another process), which the step must fail with.
 */
async function uploadArtifacts(
  root: string,
  groups: ArtifactGroup[],
  settings: ActionSettings,
  redact: Redactor
): Promise<{ links: SummaryLinks[]; conflicts: string[] }> {
  const links: SummaryLinks[] = [];
  const conflicts: string[] = [];
  const named = groups
    .filter(([, list]) => list.length > 0)
    .map(
      ([suffix, list, output]) =>
        [`${settings.artifactPrefix}-${suffix}${settings.artifactSuffix}`, list, output] as const
    );
  if (named.length === 0) return { links, conflicts };
  if (!process.env.ACTIONS_RUNTIME_TOKEN) {
    log(`not on a runner (no ACTIONS_RUNTIME_TOKEN): the artifact files are under ${root}`);
    for (const [name] of named) links.push({ name, note: `(local: ${root})` });
    return { links, conflicts };
  }
  const client = new DefaultArtifactClient();
  const server = process.env.GITHUB_SERVER_URL ?? 'https://github.com';
  const options = settings.retentionDays ? { retentionDays: settings.retentionDays } : {};
  // Names in this workflow run already, before any of the gate's: put there by another process.
  const taken = new Set((await client.listArtifacts({ latest: true })).artifacts.map((a) => a.name));
  for (const [wanted, list, output] of named) {
    let name = wanted;
    let uploaded: Awaited<ReturnType<typeof client.uploadArtifact>> | undefined;
    if (!taken.has(wanted))
      try {
        uploaded = await client.uploadArtifact(wanted, list, root, options);
      } catch (error) {
        // Refused, or taken since the listing: the same way out, where the name is taken.
        const again = (await client.listArtifacts({ latest: true })).artifacts.some((a) => a.name === wanted);
        if (!again) throw error;
      }
    if (!uploaded) {
      // A server can read the runner's token from the gate's environment and upload in the gate's
      // name (a shard report saying pass, for the merge job to take). Under a name of its own the
      // gate's artifact is still found, and a merge then sees the shard twice: no verdict.
      name = `${wanted}-again-${randomBytes(4).toString('hex')}`;
      uploaded = await client.uploadArtifact(name, list, root, options);
      conflicts.push(
        `an artifact named ${wanted} was already in this workflow run when the gate uploaded its own (another step or job of the run with the same artifact-prefix, or a process with the runner's token, which a server can read from the gate's environment, put it there): this gate's is ${name}, and a merge of shard reports refuses a shard reported twice`
      );
    }
    const url = `${server}/${process.env.GITHUB_REPOSITORY}/actions/runs/${process.env.GITHUB_RUN_ID}/artifacts/${uploaded.id}`;
    core.setOutput(`${output}-artifact-id`, String(uploaded.id ?? ''));
    core.setOutput(`${output}-artifact-url`, url);
    links.push({ name, url });
    log(redact.text(`uploaded ${name} (${count(list.length, 'file')}, id ${uploaded.id})`));
  }
  return { links, conflicts };
}

function logGroups(result: GateResult, redact: Redactor): void {
  for (const group of renderScenarioLog(result.report)) {
    core.startGroup(group.title);
    for (const line of group.lines) log(redact.text(line));
    core.endGroup();
  }
}

async function gate(options: GateOptions, settings: ActionSettings): Promise<void> {
  const secrets = secretValues(options.secretEnv, options.env, process.env);
  for (const s of secrets) core.setSecret(s);
  const redact = new Redactor(secrets);
  log(redact.text(`mcp-stdio-gate: ${options.command.join(' ')}`));
  const result = await withCommandsStopped(
    (text) => process.stdout.write(text),
    () =>
      runGate(options, {
        redact,
        onRunDone: (done, total, run) => {
          if (done % 10 === 0 || done === total) log(`[${done}/${total}] runs done (last: ${runLabel(run)})`);
        }
      })
  );
  const files = writeGateFiles(result, options, redact);
  const report = result.report;
  logGroups(result, redact);
  for (const f of report.findings.slice(0, MAX_ANNOTATIONS)) {
    const run = report.runs.find((r) => r.scenario === f.scenario && r.case === f.case);
    core.error(...annotation(f, redact, annotationFile(run?.caseFile)));
  }
  if (report.findings.length > MAX_ANNOTATIONS)
    log(`${report.findings.length - MAX_ANNOTATIONS} more findings are in the job summary and report.json`);
  const failed = report.result !== 'pass';
  const upload =
    settings.uploadArtifacts === 'always' || (settings.uploadArtifacts === 'on-failure' && failed);
  // A shard's report is always uploaded: the merge job needs every shard's, pass or fail.
  const groups: ArtifactGroup[] = upload
    ? [
        ['first-bad-bytes', files.firstBadBytes, 'first-bad-bytes'],
        ['stderr', files.stderr, 'stderr'],
        ['report', files.report, 'report']
      ]
    : options.shard
      ? [['report', files.report, 'report']]
      : [];
  const { links, conflicts } = await uploadArtifacts(files.root, groups, settings, redact);
  const first = firstBadBytes(result);
  const severe = mostSevere(report.findings);
  const reproduce = severe ? reproduceCommand(options, severe) : undefined;
  const summary = redact.text(renderSummary(report, first, reproduce, links));
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary);
  core.setOutput('result', conflicts.length ? 'error' : report.result);
  core.setOutput('findings', String(report.findings.length));
  core.setOutput('report', path.join(options.outDir, 'report.json'));
  if (conflicts.length) core.setFailed(`mcp-stdio-gate: ${conflicts.join('; ')}`);
  else if (failed)
    core.setFailed(
      `mcp-stdio-gate: ${count(report.findings.length, 'finding')} (first: ${neutralize(oneLine(redact.text((severe ?? report.findings[0]).message))).slice(0, 300)})`
    );
  else log(`mcp-stdio-gate: pass (${report.stats.runs} runs)`);
}

/** The name of a shard's report artifact: `<prefix>-report-shard-K-of-N`. */
function shardOf(name: string, prefix: string): { index: number; total: number } | undefined {
  // `-again-<hex>`: the gate's own, where its name was taken (`uploadArtifacts`).
  const m = new RegExp(
    `^${prefix.replace(/[.]/g, '\\.')}-report-shard-(\\d+)-of-(\\d+)(?:-again-[0-9a-f]{8})?$`
  ).exec(name);
  return m ? { index: Number(m[1]), total: Number(m[2]) } : undefined;
}

/**
 * `mode: merge`: every shard's report artifact of this workflow run, downloaded with the artifact
 * client, checked (every shard, one gate and corpus), merged into one verdict, summary and report.
 */
async function merge(outDir: string, settings: ActionSettings): Promise<void> {
  if (!process.env.ACTIONS_RUNTIME_TOKEN)
    throw new ConfigurationError(
      'mode merge: not on a runner (no ACTIONS_RUNTIME_TOKEN): no artifacts to merge'
    );
  const client = new DefaultArtifactClient();
  const { artifacts } = await client.listArtifacts({ latest: true });
  const shards = artifacts
    .map((a) => ({ artifact: a, shard: shardOf(a.name, settings.artifactPrefix) }))
    .filter((s) => s.shard)
    .sort((a, b) => a.shard!.index - b.shard!.index);
  if (shards.length === 0)
    throw new ConfigurationError(
      `mode merge: no artifact named ${settings.artifactPrefix}-report-shard-K-of-N in this workflow run (found: ${artifacts.map((a) => a.name).join(', ') || 'none'})`
    );
  const downloads = path.join(outDir, 'shards');
  rmSync(downloads, { recursive: true, force: true });
  const reports: Report[] = [];
  for (const { artifact } of shards) {
    const dir = path.join(downloads, artifact.name);
    await client.downloadArtifact(artifact.id, { path: dir });
    const file = path.join(dir, 'report.json');
    try {
      reports.push(JSON.parse(readFileSync(file, 'utf8')) as Report);
    } catch (error) {
      throw new ConfigurationError(
        `mode merge: artifact ${artifact.name} holds no readable report.json (${(error as Error).message})`
      );
    }
    log(
      `downloaded ${artifact.name}: shard ${reports.at(-1)!.gate.shard}, ${count(reports.at(-1)!.runs.length, 'run')}, ${reports.at(-1)!.result}`
    );
  }
  const problems = shardProblems(reports);
  if (problems.length) throw new ConfigurationError(`mode merge: no verdict: ${problems.join('; ')}`);
  const report = mergeReports(reports);
  const files = writeMergedFiles(report, outDir);
  const none = new Redactor([]);
  const { links, conflicts } = await uploadArtifacts(outDir, [['report', files, 'report']], settings, none);
  const finding = report.findings.find((f) => f.bytesBase64 !== undefined) ?? report.findings[0];
  const summary = renderSummary(report, firstBadBytesOf(report), undefined, links);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary);
  for (const f of report.findings.slice(0, MAX_ANNOTATIONS))
    core.error(...annotation(f, none, annotationFile(undefined)));
  core.setOutput('result', conflicts.length ? 'error' : report.result);
  core.setOutput('findings', String(report.findings.length));
  core.setOutput('report', files[0]);
  if (conflicts.length) core.setFailed(`mcp-stdio-gate: ${conflicts.join('; ')}`);
  else if (report.result !== 'pass')
    core.setFailed(
      `mcp-stdio-gate: ${count(report.findings.length, 'finding')} across ${count(reports.length, 'shard')} (first: ${neutralize(oneLine(finding?.message ?? report.result)).slice(0, 300)})`
    );
  else log(`mcp-stdio-gate: pass (${count(report.stats.runs, 'run')} in ${count(reports.length, 'shard')})`);
}

export async function run(): Promise<void> {
  try {
    const inputs = readInputs();
    if (inputs.mode === 'merge') await merge(inputs.outDir, inputs.settings);
    else await gate(inputs.options, inputs.settings);
  } catch (error) {
    if (error instanceof ConfigurationError) {
      core.setFailed(`mcp-stdio-gate: ${error.message.replace(/^--([a-z-]+)/, 'input $1')}`);
      return;
    }
    if (error instanceof GateInternalError) {
      // What was gathered is kept: report.json with "result": "error", and the transcripts.
      try {
        const report = error.writePartialReport();
        core.setOutput('result', 'error');
        core.setOutput('report', report);
      } catch {
        // the failure below says what matters
      }
    }
    const cause = error instanceof GateInternalError ? error.cause : error;
    core.setFailed(`mcp-stdio-gate: internal error: ${neutralize((cause as Error)?.stack ?? String(cause))}`);
  }
}
