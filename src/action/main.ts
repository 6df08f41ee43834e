/** The Action: inputs → engine → summary, annotations, outputs, artifacts. One error boundary. */
import { DefaultArtifactClient } from '@actions/artifact';
import * as core from '@actions/core';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Finding } from '../core/findings.js';
import { ConfigurationError } from '../errors.js';
import type { GateOptions } from '../options.js';
import { secretValues } from '../run/environment.js';
import { GateInternalError, runGate, type GateResult } from '../run/gate.js';
import { firstBadBytes, writeGateFiles, type WrittenFiles } from '../report/files.js';
import { Redactor } from '../report/redact.js';
import { neutralize } from '../report/safe-text.js';
import { reproduceCommand } from '../report/reproduce.js';
import { renderSummary, type SummaryLinks } from '../report/summary.js';
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

/** A finding as an error annotation: its text neutralized (the toolkit escapes line ends in it). */
export function annotation(
  f: Finding,
  redact: Redactor,
  file: string | undefined
): [string, core.AnnotationProperties] {
  return [
    neutralize(redact.text(f.message)),
    { title: `mcp-stdio-gate ${f.kind} (${f.scenario} × ${f.case})`, file }
  ];
}

async function uploadArtifacts(
  files: WrittenFiles,
  settings: ActionSettings,
  redact: Redactor
): Promise<SummaryLinks[]> {
  const groups: [string, string[], string][] = [
    ['first-bad-bytes', files.firstBadBytes, 'first-bad-bytes'],
    ['stderr', files.stderr, 'stderr'],
    ['report', files.report, 'report']
  ];
  const links: SummaryLinks[] = [];
  if (!process.env.ACTIONS_RUNTIME_TOKEN) {
    log(`not on a runner (no ACTIONS_RUNTIME_TOKEN): the artifact files are under ${files.root}`);
    for (const [suffix, list] of groups)
      if (list.length)
        links.push({ name: `${settings.artifactPrefix}-${suffix}`, note: `(local: ${files.root})` });
    return links;
  }
  const client = new DefaultArtifactClient();
  const server = process.env.GITHUB_SERVER_URL ?? 'https://github.com';
  for (const [suffix, list, output] of groups) {
    if (list.length === 0) continue;
    const name = `${settings.artifactPrefix}-${suffix}`;
    const uploaded = await client.uploadArtifact(
      name,
      list,
      files.root,
      settings.retentionDays ? { retentionDays: settings.retentionDays } : {}
    );
    const url = `${server}/${process.env.GITHUB_REPOSITORY}/actions/runs/${process.env.GITHUB_RUN_ID}/artifacts/${uploaded.id}`;
    core.setOutput(`${output}-artifact-id`, String(uploaded.id ?? ''));
    core.setOutput(`${output}-artifact-url`, url);
    links.push({ name, url });
    log(redact.text(`uploaded ${name} (${list.length} files, id ${uploaded.id})`));
  }
  return links;
}

function logGroups(result: GateResult, redact: Redactor): void {
  const scenarios = [...new Set(result.report.runs.map((r) => r.scenario))];
  for (const scenario of scenarios) {
    const runs = result.report.runs.filter((r) => r.scenario === scenario);
    const failed = runs.filter((r) => r.verdict === 'fail').length;
    core.startGroup(`scenario ${scenario}: ${runs.length} runs, ${failed} failing`);
    for (const run of runs) {
      log(
        redact.text(
          `${run.verdict.padEnd(8)} ${run.case} (exit ${run.exit.code ?? run.exit.signal}, ${run.stdoutBytes} stdout bytes, ${run.counts.rejected} rejected, ${run.counts.executed} executed, ${run.durationMs} ms)`
        )
      );
      for (const f of result.report.findings.filter((x) => x.scenario === scenario && x.case === run.case))
        log(redact.text(`  [${f.kind}] ${f.message}`));
    }
    core.endGroup();
  }
}

async function gate(options: GateOptions, settings: ActionSettings): Promise<void> {
  const secrets = secretValues(options.secretEnv, options.env, process.env);
  for (const s of secrets) core.setSecret(s);
  const redact = new Redactor(secrets);
  log(redact.text(`mcp-stdio-gate: ${options.command.join(' ')}`));
  const result = await runGate(options, {
    redact,
    onRunDone: (done, total, run) => {
      if (done % 10 === 0 || done === total)
        log(`[${done}/${total}] runs done (last: ${run.plan.scenario} × ${run.caseId})`);
    }
  });
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
  const links = upload ? await uploadArtifacts(files, settings, redact) : [];
  const first = firstBadBytes(result);
  const reproduce = report.findings[0] ? reproduceCommand(options, report.findings[0]) : undefined;
  const summary = redact.text(renderSummary(report, first, reproduce, links));
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary);
  core.setOutput('result', report.result);
  core.setOutput('findings', String(report.findings.length));
  core.setOutput('report', path.join(options.outDir, 'report.json'));
  if (failed)
    core.setFailed(
      `mcp-stdio-gate: ${report.findings.length} findings (first: ${neutralize(redact.text(report.findings[0].message)).slice(0, 300)})`
    );
  else log(`mcp-stdio-gate: pass (${report.stats.runs} runs)`);
}

export async function run(): Promise<void> {
  try {
    const { options, settings } = readInputs();
    await gate(options, settings);
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
