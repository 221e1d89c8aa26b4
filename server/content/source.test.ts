/**
 * @jest-environment node
 */
describe('contentSource', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    jest.resetModules();
  });

  it('uses the local dataset when no Sanity project is configured', async () => {
    delete process.env.SANITY_PROJECT_ID;
    const { contentSource } = await import('./');
    expect(contentSource().name).toBe('local');
  });

  it('uses Sanity Content Lake when SANITY_PROJECT_ID is set', async () => {
    process.env.SANITY_PROJECT_ID = 'abc123';
    process.env.SANITY_DATASET = 'production';
    const { contentSource } = await import('./');
    expect(contentSource().name).toBe('sanity');
  });

  it('fails fast with a clear message on an invalid project id', async () => {
    process.env.SANITY_PROJECT_ID = 'Not A Project!';
    const { contentSource } = await import('./');
    expect(() => contentSource()).toThrow(/SANITY_PROJECT_ID must be a Sanity project id[\s\S]*\.env\.example/);
  });
});
