/**
 * @jest-environment node
 */
import { blockHeight, esc, fit, measure, textLines, wrap } from './text';

test('esc() escapes the characters SVG markup reserves', () => {
  expect(esc(`Tom & "Jerry" <live>`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;live&gt;');
});

test('a wider text measures wider, and widths scale with the size', async () => {
  const short = await measure('Opera', { bold: true }, 40);
  expect(await measure('Opera Night', { bold: true }, 40)).toBeGreaterThan(short);
  expect(await measure('Opera', { bold: true }, 80)).toBeCloseTo(short * 2, 5);
});

test('wrap() keeps every line within the width and every word in order', async () => {
  const text = 'An evening of chamber music by the river under the lanterns';
  const lines = await wrap(text, {}, 30, 300);
  expect(lines.join(' ')).toBe(text);
  for (const line of lines) expect(await measure(line, {}, 30)).toBeLessThanOrEqual(300);
  expect(lines.length).toBeGreaterThan(1);
});

test('fit() finds a size at which the text fits the box', async () => {
  const box = { maxWidth: 400, maxHeight: 200, maxLines: 3, maxSize: 90, minSize: 20 };
  const block = await fit('The Lighthouse Keeper’s Ledger', { serif: true }, box);
  expect(block.lines.length).toBeLessThanOrEqual(3);
  expect(block.size).toBeLessThanOrEqual(90);
  expect(block.size).toBeGreaterThanOrEqual(20);
  for (const line of block.lines) {
    expect(await measure(line, { serif: true }, block.size)).toBeLessThanOrEqual(400);
  }
  expect(block.lines.length * block.size * block.leading).toBeLessThanOrEqual(200);
});

test('textLines() writes one <text> per line, each lower than the last', () => {
  const block = { size: 20, lines: ['one', 'two', 'three'], leading: 1.2 };
  const svg = textLines(block, { x: 0, y: 0, face: {}, fill: '#000' });
  const ys = [...svg.matchAll(/y="([\d.]+)"/g)].map((m) => Number(m[1]));
  expect(ys).toHaveLength(3);
  expect(ys[1]).toBeGreaterThan(ys[0] ?? Infinity);
  expect(ys[2]).toBeGreaterThan(ys[1] ?? Infinity);
  expect(blockHeight(block)).toBeGreaterThan(ys[2] ?? Infinity);
});
