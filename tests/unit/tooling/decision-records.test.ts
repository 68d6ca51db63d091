// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIR = new URL('../../../docs/decisions/', import.meta.url);
const records = readdirSync(DIR).filter((file) => /^\d{3}-[a-z0-9-]+\.md$/.test(file));
const read = (file: string) => readFileSync(new URL(file, DIR), 'utf8');

/** `Status: accepted (2026-11-25)`, or superseded by a record (its number, or a link to it), with a date. */
const STATUS = /^Status: (accepted|superseded by (\d{3}|\[\d{3}\]\((\d{3}-[a-z0-9-]+\.md)\))) \(\d{4}-\d{2}-\d{2}[;)]/m;

describe('the decision records', () => {
  it.each(records)('%s says its status and the date it was written', (file) => {
    const status = STATUS.exec(read(file));
    expect(status, 'a line `Status: accepted (YYYY-MM-DD)` or `Status: superseded by NNN (YYYY-MM-DD)`').not.toBeNull();
    const successor = status?.[3];
    if (successor) expect(records).toContain(successor);
  });

  it('are each listed in the index', () => {
    const index = read('README.md');
    expect(records.filter((file) => !index.includes(`](${file})`))).toEqual([]);
  });
});
