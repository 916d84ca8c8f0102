import type { ComponentType, JSX } from 'react';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_CLASS,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_WHEN_VISIBLE_ATTRIBUTE,
} from '@/lib/site/islands';
import type { IslandName } from './registry';

/**
 * An island (docs/architecture.md#islands): the server renders `component` with `props` into the
 * page's HTML, inside an element that names the island and carries the props as JSON. In the
 * browser the loader (components/islands/loader.ts) hydrates that element with the same component
 * and the same props, on its own, from a script of its own. Nothing else of the page runs there.
 *
 * Props cross as JSON: strings, numbers, booleans, arrays and plain objects only (no dates, no
 * React nodes, no functions). React escapes the attribute, so content cannot end it.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  as: Element = 'div',
  whenVisible = false,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  /**
   * Starts when it nears the viewport rather than at idle (components/islands/loader.ts): for an
   * island far down a long page whose React would otherwise load with the page.
   */
  whenVisible?: boolean;
  /** 'span' where a block element is not allowed (inside a paragraph or a button's label). */
  as?: 'div' | 'span';
}): JSX.Element {
  return (
    <Element
      className={ISLAND_CLASS}
      {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}
      {...(whenVisible ? { [ISLAND_WHEN_VISIBLE_ATTRIBUTE]: '' } : {})}
    >
      <Component {...props} />
    </Element>
  );
}

/**
 * An island whose server part is ordinary server-rendered HTML (`children`), which a small script
 * without React brings up to date in the browser (the save toggles: components/picks/toggles.ts).
 */
export function DomIsland({
  name,
  props,
  children,
  as: Element = 'div',
  className,
}: {
  name: IslandName;
  props: object;
  children: React.ReactNode;
  as?: 'div' | 'span';
  className?: string;
}): JSX.Element {
  return (
    <Element
      className={className ? `${ISLAND_CLASS} ${className}` : ISLAND_CLASS}
      {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}
    >
      {children}
    </Element>
  );
}
