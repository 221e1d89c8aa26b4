/**
 * @jest-environment node
 */

describe('the built-in content backend', () => {
  it('is one backend however many server bundles load this module', () => {
    // Next loads the pages, the API routes and the proxy as separate bundles, each with its own module copy: a copy
    // per bundle would hold the dataset once per bundle and read it whole again on its first use.
    let first: typeof import('./builtInContent') | undefined;
    let second: typeof import('./builtInContent') | undefined;
    jest.isolateModules(() => {
      first = jest.requireActual<typeof import('./builtInContent')>('./builtInContent');
    });
    jest.isolateModules(() => {
      second = jest.requireActual<typeof import('./builtInContent')>('./builtInContent');
    });
    expect(first).not.toBe(second);
    expect(second!.builtInContent()).toBe(first!.builtInContent());
  });
});
