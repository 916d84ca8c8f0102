import { FestivalLayout } from './FestivalLayout';
import { PosterLeftLayout } from './PosterLeftLayout';
import type { LayoutProps } from './StandardLayout';
import { StandardLayout } from './StandardLayout';

/** The detail layout a show names in its template field. */
export function ShowLayout(props: LayoutProps) {
  switch (props.show.template) {
    case 'festival':
      return <FestivalLayout show={props.show} />;
    case 'poster-left':
      return <PosterLeftLayout {...props} />;
    case 'standard':
      return <StandardLayout {...props} />;
  }
}
