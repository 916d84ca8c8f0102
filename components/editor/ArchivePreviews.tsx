/**
 * The editor's previews of a person's and a work's page (registered for the People and Works
 * collections by components/editor/editor-previews.ts): the site's own page components from the
 * entry being edited (lib/editor/preview-archive.ts). Appearances and performances are the
 * build's, from the shows, so the preview says so instead of listing none.
 */
import { PersonPage } from '@/components/archive/PersonPage';
import { WorkPage } from '@/components/archive/WorkPage';
import { slugify } from '@/lib/concepts/shows';
import { previewPerson, previewWork } from '@/lib/editor/preview-archive';
import { entryData, Previewed, type PreviewProps as Props } from './Previewed';
import { previewClasses as styles } from './preview-classes';

/**
 * The entry's id: its file's name once saved; before, the one the editor will give it (the
 * collection's slug setting: the name or title, lowercase, spaces to underscores).
 */
function entryId(entry: Props['entry'], title: unknown): string {
  const saved = entry.get('slug');
  if (typeof saved === 'string' && saved !== '') return saved;
  return typeof title === 'string' ? slugify(title) : '';
}

const BUILT_LATER =
  'Appearances and performances are listed from the shows when the site is built.';

export function PersonPreview({ entry, getAsset }: Omit<Props, 'sanitize'>) {
  const data = entryData(entry);
  return (
    <Previewed
      make={() => previewPerson(data, entryId(entry, data.name), (file) => getAsset(file)?.url)}
    >
      {({ person }) => (
        <PersonPage person={person} appearances={[]}>
          <p className={styles.label}>{BUILT_LATER}</p>
        </PersonPage>
      )}
    </Previewed>
  );
}

export function WorkPreview({ entry, site }: Pick<Props, 'entry' | 'site'>) {
  const data = entryData(entry);
  return (
    <Previewed make={() => previewWork(data, entryId(entry, data.title), site.people)}>
      {({ work }) => (
        <WorkPage work={work} performances={[]}>
          <p className={styles.label}>{BUILT_LATER}</p>
        </WorkPage>
      )}
    </Previewed>
  );
}
