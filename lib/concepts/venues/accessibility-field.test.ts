import { accessibilityField } from './accessibility-field';

describe('the accessibility content field', () => {
  it('defaults to no services', () => {
    expect(accessibilityField.parse(undefined)).toEqual([]);
  });

  it('accepts ids from the vocabulary', () => {
    expect(accessibilityField.parse(['open-captions', 'asl-interpretation'])).toEqual([
      'open-captions',
      'asl-interpretation',
    ]);
  });

  it('rejects an id outside the vocabulary, at its place in the list', () => {
    const result = accessibilityField.safeParse(['open-captions', 'ASL']);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([1]);
  });

  it('rejects a service listed twice', () => {
    const result = accessibilityField.safeParse(['open-captions', 'open-captions']);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'lists "open-captions" twice',
    ]);
  });
});
