// The automatic JSX runtime on top of Sveltia CMS's React (see react.cjs): createElement reads
// children from props when none are passed separately.
const React = globalThis.__SVELTIA_CMS_REACT__;

function jsx(type, props, key) {
  return React.createElement(type, key === undefined ? props : { ...props, key });
}

module.exports = { jsx, jsxs: jsx, Fragment: React.Fragment };
