import { heldPressTarget } from './press';

function fragment(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('which early press is held for the island', () => {
  it('holds a press on a plain button, and on what is inside it', () => {
    const root = fragment('<button type="button"><span>Save</span></button>');
    const button = root.querySelector('button');
    expect(heldPressTarget(button)).toBe(button);
    expect(heldPressTarget(root.querySelector('span'))).toBe(button);
  });

  it('holds a press on a checkbox, and on its label as a press on the checkbox', () => {
    const root = fragment('<label><input type="checkbox"> <span>Free only</span></label>');
    const box = root.querySelector('input');
    expect(heldPressTarget(box)).toBe(box);
    expect(heldPressTarget(root.querySelector('span'))).toBe(box);
  });

  it('leaves links, summaries, popover buttons and text fields to the browser', () => {
    const root = fragment(
      '<a href="/x">x</a><details><summary>s</summary></details>' +
        '<button popovertarget="m">Menu</button><input type="search"><select></select>',
    );
    for (const selector of ['a', 'summary', 'button', 'input', 'select'])
      expect(heldPressTarget(root.querySelector(selector))).toBeNull();
  });

  it('holds nothing for a press on text or a picture', () => {
    const root = fragment('<p>Words <img alt=""></p>');
    expect(heldPressTarget(root.querySelector('p'))).toBeNull();
    expect(heldPressTarget(root.querySelector('img'))).toBeNull();
    expect(heldPressTarget(null)).toBeNull();
  });
});
