// Where Debian puts nginx and the modules deploy/nginx.conf loads, and the packages that install
// them. Kept free of imports: scripts/ensure-test-tools.ts reads it before `npm ci` has installed
// anything (.ci/run installs Debian's tools beside npm ci; scripts/ensure-test-tools.test.ts holds
// that script to Node's own modules).
export const NGINX = '/usr/sbin/nginx';
/** Debian's nginx modules the site needs (deploy/nginx.conf), with the packages that install them. */
export const NGINX_MODULES = [
  {
    file: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    debianPackage: 'libnginx-mod-http-brotli-static',
  },
] as const;
/** Debian packages for serving the site with nginx as deploy/nginx.conf expects. */
export const NGINX_DEBIAN_PACKAGES = ['nginx', ...NGINX_MODULES.map((m) => m.debianPackage)];
