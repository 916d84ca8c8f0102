// The trailer in the editor's preview: its picture and the Play label as the page first draws
// them, without the player (which would load YouTube and add 2.5 MB to the preview's script).
import { SiteImage } from '@/components/ui/SiteImage';

interface Props {
  title: string;
  thumbnail?: { src: string; width: number; height: number };
}

export function VideoPlayer({ title, thumbnail }: Props) {
  return (
    <figure>
      {thumbnail ? <SiteImage {...thumbnail} alt="" sizes="800px" /> : null}
      <figcaption>Play the trailer of {title} (plays on the site, not in the preview)</figcaption>
    </figure>
  );
}
