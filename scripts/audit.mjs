// @ts-check
/**
 * `npm run audit`: the production dependencies' known vulnerabilities, from the registry's audit service.
 * Fails only on a high or critical one. When the service does not answer (offline, a registry or
 * mirror without the audit endpoint), it says so plainly and exits 0: no answer is not a finding, and
 * a missing endpoint must not break CI.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const FAILING = ['high', 'critical'];
const LEVELS = ['info', 'low', 'moderate', 'high', 'critical'];

/**
 * What `npm audit --json` said, as lines to print and an exit code.
 * @param {{ stdout: string; stderr: string; error?: Error | undefined }} run
 * @returns {{ lines: string[]; exitCode: 0 | 1 }}
 */
export function judgeAudit({ stdout, stderr, error }) {
  /** @type {any} */
  let report = null;
  try {
    report = JSON.parse(stdout);
  } catch {
    report = null;
  }
  const counts = report?.metadata?.vulnerabilities;
  if (error || !counts || typeof counts !== 'object') {
    const reason =
      error?.message || report?.message || report?.error?.summary || stderr.trim().split('\n').pop() || 'no answer';
    return {
      lines: [
        `audit: the registry's audit service did not answer, so nothing was checked (${reason}).`,
        'audit: not failing for that; run `npm run audit` again where the service is reachable.',
      ],
      exitCode: 0,
    };
  }

  const dependencies = report.metadata.dependencies?.prod ?? report.metadata.dependencies?.total ?? '?';
  const lines = [
    `audit: ${dependencies} production dependencies; vulnerabilities: ${LEVELS.map((level) => `${counts[level] ?? 0} ${level}`).join(', ')}.`,
  ];
  /** @type {[string, { severity: string; range?: string; fixAvailable?: unknown }][]} */
  const entries = Object.entries(report.vulnerabilities ?? {});
  for (const [name, item] of entries) {
    const fix = item.fixAvailable ? 'fix available (npm audit fix)' : 'no fix yet';
    lines.push(`  ${item.severity.padEnd(8)} ${name} ${item.range ?? ''} (${fix})`);
  }
  const failing = entries.filter(([, item]) => FAILING.includes(item.severity)).length;
  if (failing > 0) {
    lines.push(`audit: ${failing} high or critical issue(s) in production dependencies.`);
    return { lines, exitCode: 1 };
  }
  lines.push('audit: no high or critical issue in production dependencies.');
  return { lines, exitCode: 0 };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    shell: process.platform === 'win32',
  });
  const { lines, exitCode } = judgeAudit({ stdout: run.stdout ?? '', stderr: run.stderr ?? '', error: run.error });
  for (const line of lines) (exitCode === 0 ? console.log : console.error)(line);
  process.exit(exitCode);
}
