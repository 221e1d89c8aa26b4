/**
 * @jest-environment node
 */
import { commitMessageProblems } from '../../scripts/quality/commit-msg.mjs';

describe('the commit message rule', () => {
  it('takes a short `area: what changed` subject, alone or with a body after a blank line', () => {
    expect(commitMessageProblems('checkout: show the order total\n')).toEqual([]);
    expect(commitMessageProblems('isr: publish answers after 3 s\n\nA banner change touches every variant.\n# a comment git adds\n')).toEqual([]);
    expect(commitMessageProblems("Merge branch 'abuse'\n")).toEqual([]);
  });

  it('refuses a subject that is a paragraph, or not in the area form, or a body without its blank line', () => {
    expect(commitMessageProblems(`checkout: ${'x'.repeat(70)}`)[0]).toMatch(/^The subject has 80 characters/);
    expect(commitMessageProblems('Fixed the checkout')).toEqual(['Write the subject as `area: what changed` (a lower-case area, a colon and a space).']);
    expect(commitMessageProblems('checkout: fix\nbecause')).toEqual(['Leave the second line blank: the body starts on the third.']);
    expect(commitMessageProblems('')).toEqual(['The message is empty.']);
  });
});
