// The trailer in the editor's preview: its picture and the Play label as the page first draws
// them, without the player (which would load YouTube and add 2.5 MB to the preview's script).
import { SiteImage } from '@/components/ui/SiteImage';
import type { Picture } from '@/lib/content/types';

interface Props {
  title: string;
  thumbnail?: Picture;
}

export function VideoPlayer({ title, thumbnail }: Props) {
  return (
    <figure>
      {thumbnail ? <SiteImage image={thumbnail} sizes="800px" /> : null}
      <figcaption>Play the trailer of {title} (plays on the site, not in the preview)</figcaption>
    </figure>
  );
}
