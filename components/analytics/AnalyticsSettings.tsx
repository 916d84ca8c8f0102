import { ANALYTICS_SETTINGS_ID } from './gtag';

/**
 * The measurement id, as data (not a script that runs), on every page of a site that has one. The
 * post-build step adds the page-view module to each page that carries it
 * (components/analytics/page-views.ts, docs/architecture.md#analytics); without an id nothing of
 * analytics reaches the page.
 */
export function AnalyticsSettings({ measurementId }: { measurementId: string }) {
  if (!measurementId) return null;
  return (
    <script
      type="application/json"
      id={ANALYTICS_SETTINGS_ID}
      dangerouslySetInnerHTML={{ __html: JSON.stringify({ id: measurementId }) }}
    />
  );
}
