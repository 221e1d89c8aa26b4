#!/usr/bin/env node
/**
 * Points git at the project's hooks (.githooks: the commit message rule) and
 * has blame skip formatting-only commits (.git-blame-ignore-revs) when
 * installed in a git checkout; elsewhere (a tarball, a container copy) it
 * does nothing. Run by npm's `prepare` step, so `npm ci` installs it.
 */
import { execFileSync } from 'node:child_process';

try {
  execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { stdio: 'ignore' });
  execFileSync('git', ['config', 'core.hooksPath', '.githooks'], { stdio: 'ignore' });
  execFileSync('git', ['config', 'blame.ignoreRevsFile', '.git-blame-ignore-revs'], { stdio: 'ignore' });
} catch {
  // Not a git checkout, or no git: nothing to install.
}
