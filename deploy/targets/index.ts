// The deploy targets: the rules of deploy/headers.ts written in each host's own language. Pure
// functions of (rules, base path, settings); deploy/nginx-config.ts and scripts/package.ts write
// their output to disk. One file per host:
// - ./nginx.ts: nginx locations and a header snippet per policy;
// - ./cloudflare-pages.ts: Cloudflare Pages' _headers file;
// - ./netlify.ts: Netlify's _headers file;
// - ./redirects.ts: the _redirects file of both static hosts;
// - ./cloudfront.ts: CloudFront response-headers policies and cache behaviours.
export { NGINX_SNIPPETS, nginxHeaderSnippet, nginxLocations } from './nginx';
export { headersFile } from './cloudflare-pages';
export { NETLIFY_DROPPABLE, netlifyHeadersFile } from './netlify';
export { redirectsFile } from './redirects';
export { cloudFrontSetup, type CloudFrontBehavior, type CloudFrontSetup } from './cloudfront';
