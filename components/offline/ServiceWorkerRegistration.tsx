import { registerScript } from '@/lib/outputs/offline/register-script';
import { basePath } from '@/lib/site/deployment';

/**
 * The service worker's registration, an inline script at the end of every page
 * (docs/architecture.md#offline): a server component, so it adds no JavaScript to the bundle.
 */
export function ServiceWorkerRegistration() {
  return <script dangerouslySetInnerHTML={{ __html: registerScript(basePath) }} />;
}
