/** @jest-environment node */
// The CI workflow (.github/workflows/ci.yml): the same checks as `npm test` on every push and pull
// request, then, for a pull request, a preview of the tested build.
import { editorConfig, PREVIEW_STATUS_CONTEXT } from '../lib/editor/config';
import { testOrder } from '../test/support/test-plan';
import {
  ci,
  expectImageCache,
  expectNodeFromEngines,
  indexOfStep,
  isPackage,
  job,
  needs,
  runs,
} from '../test/support/workflows';

/** The steps of `npm test` (scripts/run-tests.ts), in an order they may run: "the whole suite". */
function testCommandScripts(): string[] {
  return testOrder();
}

describe('the pull request preview', () => {
  const test = job('test', ci);
  const preview = job('preview', ci);

  it('packages the tested build and keeps it as an artifact, for pull requests only', () => {
    const pack = indexOfStep(test.steps, runs('package'));
    const upload = indexOfStep(
      test.steps,
      (step) => Boolean(step.uses?.startsWith('actions/upload-artifact@')) && isPackage(step),
    );
    expect(indexOfStep(test.steps, runs('test:nginx'))).toBeLessThan(pack);
    expect(pack).toBeLessThan(upload);
    expect(test.steps[pack]?.if).toBe("github.event_name == 'pull_request'");
    expect(test.steps[upload]?.if).toBe("github.event_name == 'pull_request'");
    // The job hands the artifact's address to the comment.
    expect(JSON.stringify(test)).toContain(
      `steps.${test.steps[upload]?.['id']}.outputs.artifact-url`,
    );
  });

  it('publishes a preview where the host has them and comments the addresses on the pull request', () => {
    expect(needs(preview)).toEqual(['test']);
    expect(preview.if).toBe("github.event_name == 'pull_request'");
    expect(preview.permissions).toEqual({
      contents: 'read',
      'pull-requests': 'write',
      statuses: 'write',
    });
    const script = preview.steps.map((step) => step.run ?? '').join('\n');
    expect(script).toMatch(/wrangler pages deploy out-package\/site .*--branch "pr-\$PR"/);
    expect(script).toMatch(/netlify deploy --no-build --dir out-package\/site .*--alias "pr-\$PR"/);
    // A preview is never the production site.
    expect(script).not.toMatch(/--prod\b/);
    const comment = preview.steps.find((step) => step.uses?.startsWith('actions/github-script@'));
    expect(comment?.env?.ARTIFACT_URL).toContain('needs.test.outputs.');
    expect(String(comment?.with?.script)).toMatch(/createComment|updateComment/);
  });

  it("links the preview in the editor's entry view through the commit status it reads", () => {
    const script = preview.steps.map((step) => String(step.with?.script ?? '')).join('\n');
    expect(script).toContain('createCommitStatus');
    expect(script).toContain(`context: '${PREVIEW_STATUS_CONTEXT}'`);
    // The editor looks up the status of the pull request's own commit, not of the merge commit.
    expect(script).toContain('sha: context.payload.pull_request.head.sha');
    const github = editorConfig({
      backend: { name: 'github', repo: 'o/r', branch: 'main' },
      venues: [],
    });
    expect(github.backend).toMatchObject({ preview_context: PREVIEW_STATUS_CONTEXT });
  });
});

describe('the CI workflow', () => {
  it('runs on every push and every pull request', () => {
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
    // A branch or path filter would let some pushes through unchecked.
    expect(ci.on.push ?? null).toBeNull();
    expect(ci.on.pull_request ?? null).toBeNull();
  });

  it('runs every part of `npm test`, in the same order, validating content first', () => {
    const steps = job('test', ci).steps;
    const scripts = testCommandScripts();
    expect(scripts[0]).toBe('validate');
    const positions = scripts.map((script) => indexOfStep(steps, runs(script)));
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
  });

  it('keeps encoded images between runs, keyed by the pictures', () => {
    expectImageCache(job('test', ci).steps);
  });

  it('installs on the Node version package.json requires, in the Debian image the tests expect', () => {
    const test = job('test', ci);
    expectNodeFromEngines(test.steps);
    expect(test.container?.image).toMatch(/^debian:/);
  });
});
