/** @jest-environment node */
import { classesInCss, missingClasses, readIslandStylesFile } from './island-styles';

const styles = {
  'components/picks/picks.module.css': { toggle: '_2U672a_toggle', tick: '_2U672a_tick' },
};

describe("the islands' class names, checked against the export's stylesheets", () => {
  it('pass when every class a module maps to is defined by some stylesheet', () => {
    const css = ['._2U672a_toggle{color:red}', '@media (width>=40em){._2U672a_tick:hover{x:y}}'];
    expect(missingClasses(styles, css)).toEqual([]);
  });

  it('name the module, the local name and the class no stylesheet defines', () => {
    expect(missingClasses(styles, ['._2U672a_toggle{color:red}'])).toEqual([
      'components/picks/picks.module.css: tick -> _2U672a_tick',
    ]);
  });

  it('do not count a class that only starts like a defined one, or one in a comment', () => {
    expect(missingClasses(styles, ['._2U672a_ticker{a:b}/* ._2U672a_tick */'])).toHaveLength(2);
  });

  it('read escaped class selectors as the browser does', () => {
    expect(classesInCss('.a\\:b{x:y}.c-d .e_f>.g{}')).toEqual(new Set(['a:b', 'c-d', 'e_f', 'g']));
  });
});

describe('island-styles.json', () => {
  it('is read when it has the islands’ names and their styles', () => {
    const file = readIslandStylesFile(JSON.stringify({ names: ['save-toggle'], styles }), 'x.json');
    expect(file.names).toEqual(['save-toggle']);
  });

  it('is refused, naming the file, when it lacks the names (an older route)', () => {
    expect(() => readIslandStylesFile(JSON.stringify(styles), 'out/island-styles.json')).toThrow(
      /out\/island-styles\.json/,
    );
  });
});
