/** @jest-environment node */
import { parse } from 'yaml';

import { configYaml, githubBackend, readVenues } from './editor';

describe('the editor set-up written before the build', () => {
  it('commits to the repository GitHub Actions names, or the one configured', () => {
    expect(githubBackend({ GITHUB_REPOSITORY: 'univ/site' })).toEqual({
      name: 'github',
      repo: 'univ/site',
      branch: 'main',
    });
    expect(
      githubBackend({ EDITOR_REPO: 'univ/other', EDITOR_AUTH_URL: 'https://auth.example.edu' }),
    ).toMatchObject({ repo: 'univ/other', base_url: 'https://auth.example.edu' });
  });

  it('writes a config.yml that reads back as the editorial-workflow configuration', () => {
    const config = parse(configYaml(githubBackend({}), readVenues())) as Record<string, unknown>;
    expect(config).toMatchObject({
      backend: { name: 'github' },
      publish_mode: 'editorial_workflow',
    });
  });
});
