/**
 * Hydrates a React island on its own element (docs/architecture.md#islands). A module of its own,
 * imported by the loader only for an island that needs React, so a page whose islands are plain
 * functions loads neither React nor React DOM. Nothing here reads React's internals: the island
 * says it has started from an effect of its own (Started below).
 */
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import * as client from 'react-dom/client';

function Started({ onStarted, children }: { onStarted: () => void; children?: ReactNode }) {
  useEffect(onStarted, [onStarted]);
  return children;
}

/** Resolves once React has hydrated `component` with `props` on `element` and run its effects. */
export function hydrateIsland(
  element: HTMLElement,
  component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
): Promise<void> {
  // React DOM is a CommonJS module: a bundle may hand its exports over as `default`.
  const { hydrateRoot } =
    'hydrateRoot' in client ? client : (client as unknown as { default: typeof client }).default;
  return new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      createElement(Started, { onStarted: resolve }, createElement(component, props)),
    );
  });
}

/** Renders `component` with `props` into `element`, replacing what it holds (no server HTML). */
export function renderIsland<P extends object>(
  element: HTMLElement,
  component: ComponentType<P>,
  props: P,
): void {
  const { createRoot } =
    'createRoot' in client ? client : (client as unknown as { default: typeof client }).default;
  createRoot(element).render(createElement(component, props));
}
