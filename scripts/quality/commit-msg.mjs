#!/usr/bin/env node
/**
 * The commit message rule (CONTRIBUTING.md): a subject of at most 72
 * characters in the form `area: what changed`, then, when there is more, a
 * blank line and the why. `git log --oneline` and blame show the subject
 * alone, so the reason must not be cut off in it.
 *   node scripts/quality/commit-msg.mjs FILE   (the commit-msg hook)
 *   node scripts/quality/commit-msg.mjs --log N  (checks the last N commits)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const SUBJECT_MAX = 72;
const SUBJECT = /^[a-z0-9][a-z0-9/._-]*: \S/;
// Messages git writes itself, and fixups that a rebase folds away.
const GIT_WRITTEN = /^(Merge |Revert "|fixup! |squash! |amend! )/;

/** What is wrong with a commit message, or [] when it follows the rule. */
export function commitMessageProblems(message) {
  const lines = message
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.trimEnd());
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  const [subject = '', second, ...rest] = lines;
  if (GIT_WRITTEN.test(subject)) return [];
  const problems = [];
  if (!subject) return ['The message is empty.'];
  if (subject.length > SUBJECT_MAX) problems.push(`The subject has ${subject.length} characters; keep it to ${SUBJECT_MAX} and put the why in the body.`);
  if (!SUBJECT.test(subject)) problems.push('Write the subject as `area: what changed` (a lower-case area, a colon and a space).');
  if (second !== undefined && second !== '') problems.push('Leave the second line blank: the body starts on the third.');
  if (second === '' && rest.length === 0) problems.push('A blank line must be followed by the body.');
  return problems;
}

function checkLog(count) {
  const log = execFileSync('git', ['log', `-${count}`, '--format=%H%x00%B%x01'], { encoding: 'utf8' });
  let failed = 0;
  for (const entry of log
    .split('\x01')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [hash, body] = entry.split('\x00');
    const problems = commitMessageProblems(body ?? '');
    if (problems.length) {
      failed += 1;
      console.error(`${hash.slice(0, 9)} ${(body ?? '').split('\n')[0]}\n  ${problems.join('\n  ')}`);
    }
  }
  return failed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [flag, value] = process.argv.slice(2);
  if (flag === '--log') {
    process.exit(checkLog(Number(value ?? 20)) ? 1 : 0);
  }
  const problems = commitMessageProblems(readFileSync(flag, 'utf8'));
  if (problems.length) {
    console.error(`Commit message refused (CONTRIBUTING.md):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}
