// React for the editor's preview templates. Sveltia CMS publishes its React on this global, but
// renders templates with the copy inside its react-dom chunk, which it does not publish: a hook
// from the published copy finds no renderer ("reading 'useSyncExternalStore' of null"). Elements
// from either copy are the same, so the published one serves for those; the one hook the
// previewed components use (useVisitorClock's) reads its value once, which for a preview
// re-drawn on every keystroke is the visitor's clock all the same.
// lib/build/editor-previews-bundle.ts points `react` here when bundling the editor's previews.
const React = globalThis.__SVELTIA_CMS_REACT__;

module.exports = {
  ...React,
  useSyncExternalStore: (_subscribe, getSnapshot) => getSnapshot(),
};
