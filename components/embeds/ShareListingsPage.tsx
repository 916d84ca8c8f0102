import {
  embedGroup,
  embedIds,
  embedSnippet,
  embedTitle,
  EMBED_HEIGHT,
  type EmbedGroup,
} from '@/lib/concepts/listings';
import { absoluteUrl, withBasePath } from '@/lib/site/paths';
import { routes } from '@/lib/site/routes';
import styles from './ShareListingsPage.module.css';

/** The one preview frame, which every list's preview link loads (no script needed). */
const PREVIEW_FRAME = 'embed-preview';

const groupHeadings: Readonly<Record<EmbedGroup, string>> = {
  general: 'All upcoming and free events',
  topic: 'By kind or series',
  service: 'By accessibility service',
};

/**
 * "Share our listings" (docs/rules/listings.md#embeds): for each embed the snippet a partner pastes,
 * a live preview of the same page, and its JSON. The snippet names the embed by its absolute
 * address; the preview loads the same path on this host into one frame (a link targeting it),
 * so it also works on a test copy and the page holds one frame, not one per list. No script:
 * the snippet is selectable text.
 */
export function ShareListingsPage({ seriesName }: { seriesName: string }) {
  const groups = (['general', 'topic', 'service'] as const).map((group) => ({
    group,
    ids: embedIds.filter((id) => embedGroup(id) === group),
  }));
  return (
    <article className="container page">
      <div className="prose">
        <header className="page-header">
          <h1>Share our listings</h1>
          <p className="lead">
            Show the {seriesName}&rsquo;s events on your own site: paste a snippet below into your
            page. The list updates itself every night; each event opens on our site.
          </p>
        </header>
        <p>
          Building your own listing? Every list is also public JSON, described by its{' '}
          <a href={withBasePath(routes.listingsSchema())}>JSON Schema</a>.
        </p>
        <section aria-labelledby="embed-preview-heading">
          <h2 id="embed-preview-heading">Preview</h2>
          <p>Each list&rsquo;s &ldquo;Show in the preview&rdquo; link below loads it here.</p>
          <iframe
            name={PREVIEW_FRAME}
            src={withBasePath(routes.embed(embedIds[0] ?? 'upcoming'))}
            title="Preview of a listing to share"
            height={EMBED_HEIGHT}
            className={styles.frame}
          />
        </section>
        {groups.map(({ group, ids }) => (
          <section key={group} aria-labelledby={`embeds-${group}`}>
            <h2 id={`embeds-${group}`}>{groupHeadings[group]}</h2>
            {ids.map((id) => {
              const title = `${embedTitle(id)} at the ${seriesName}`;
              const snippet = embedSnippet({ src: absoluteUrl(routes.embed(id)), title });
              return (
                <section key={id} className={styles.embed} aria-labelledby={`embed-${id}`}>
                  <h3 id={`embed-${id}`}>{embedTitle(id)}</h3>
                  <p className={styles.label}>Snippet to paste:</p>
                  <pre className={styles.snippet}>
                    <code data-embed-snippet={id}>{snippet}</code>
                  </pre>
                  <p>
                    <a href={withBasePath(routes.listingsJson(id))} type="application/json">
                      {embedTitle(id)} as JSON
                    </a>
                  </p>
                  <p>
                    <a
                      href={withBasePath(routes.embed(id))}
                      target={PREVIEW_FRAME}
                      data-embed-preview={id}
                    >
                      Show {embedTitle(id)} in the preview
                    </a>
                  </p>
                </section>
              );
            })}
          </section>
        ))}
      </div>
    </article>
  );
}
