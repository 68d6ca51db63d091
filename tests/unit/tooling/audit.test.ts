// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script, checked by its own JSDoc types
import { judgeAudit } from '../../../scripts/audit.mjs';

type Judge = (run: { stdout: string; stderr: string; error?: Error }) => { lines: string[]; exitCode: number };
const judge = judgeAudit as Judge;

function report(vulnerabilities: Record<string, { severity: string }>) {
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0 } as Record<string, number>;
  for (const item of Object.values(vulnerabilities)) counts[item.severity] = (counts[item.severity] ?? 0) + 1;
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: counts, dependencies: { prod: 120 } },
  });
}

describe('npm run audit', () => {
  it('passes with no high or critical issue and lists the others', () => {
    const result = judge({ stdout: report({ 'some-lib': { severity: 'moderate' } }), stderr: '' });
    expect(result.exitCode).toBe(0);
    expect(result.lines[0]).toBe(
      'audit: 120 production dependencies; vulnerabilities: 0 info, 0 low, 1 moderate, 0 high, 0 critical.',
    );
    expect(result.lines.join('\n')).toContain('moderate some-lib');
  });

  it.each(['high', 'critical'])('fails on a %s issue', (severity) => {
    const result = judge({ stdout: report({ axios: { severity } }), stderr: '' });
    expect(result.exitCode).toBe(1);
    expect(result.lines.at(-1)).toBe('audit: 1 high or critical issue(s) in production dependencies.');
  });

  it('says plainly that nothing was checked, and passes, when the audit endpoint fails', () => {
    const stdout = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      error: { summary: '', detail: '' },
    });
    const result = judge({ stdout, stderr: 'npm error audit endpoint returned an error' });
    expect(result.exitCode).toBe(0);
    expect(result.lines[0]).toMatch(
      /^audit: the registry's audit service did not answer, so nothing was checked \(405/,
    );
  });

  it('passes with the same message when offline (no JSON at all)', () => {
    const result = judge({ stdout: '', stderr: 'npm error code ENOTFOUND\nnpm error network request failed' });
    expect(result.exitCode).toBe(0);
    expect(result.lines[0]).toContain('did not answer');
    expect(result.lines[0]).toContain('network request failed');
  });
});
