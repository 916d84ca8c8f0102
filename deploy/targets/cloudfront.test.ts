/** @jest-environment node */
// The generated file, read back the way CloudFront reads it, must give every address
// exactly the headers deploy/headers.ts says (and so the ones real nginx sends:
// e2e-nginx/headers.e2e.ts).
import {
  responseHeadersPolicyConfigSchema,
  type ResponseHeadersPolicyConfig,
} from '../cloudfront-schema';
import { headersFor } from '../headers';
import { cloudFrontSetup, type CloudFrontSetup } from './cloudfront';
import { lowerCased, samplePaths, variants } from './test-addresses';

// ---------------------------------------------------------------------------------------------
// CloudFront (docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/…cache-behavior path
// pattern): the first cache behaviour whose path pattern matches decides (`*` any characters,
// `?` one), else the default behaviour; its response-headers policy adds the headers.

function cloudFrontGlob(pattern: string): RegExp {
  const source = pattern
    .split('')
    .map((char) =>
      char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[-/\\^$+.()|[\]{}]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/** The headers a response-headers policy adds, as a browser would see them. */
function policyToHeaders(config: ResponseHeadersPolicyConfig): Record<string, string> {
  const out: Record<string, string> = {};
  const security = config.SecurityHeadersConfig ?? {};
  if (security.ContentSecurityPolicy) {
    out['content-security-policy'] = security.ContentSecurityPolicy.ContentSecurityPolicy;
  }
  if (security.ContentTypeOptions) out['x-content-type-options'] = 'nosniff';
  if (security.FrameOptions) out['x-frame-options'] = security.FrameOptions.FrameOption;
  if (security.ReferrerPolicy) out['referrer-policy'] = security.ReferrerPolicy.ReferrerPolicy;
  const hsts = security.StrictTransportSecurity;
  if (hsts) {
    out['strict-transport-security'] = [
      `max-age=${hsts.AccessControlMaxAgeSec}`,
      ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []),
      ...(hsts.Preload ? ['preload'] : []),
    ].join('; ');
  }
  for (const item of config.CustomHeadersConfig?.Items ?? []) {
    out[item.Header.toLowerCase()] = item.Value;
  }
  return out;
}

function cloudFrontHeaders(setup: CloudFrontSetup, urlPath: string): Record<string, string> {
  const behavior = setup.behaviors.find((b) => cloudFrontGlob(b.PathPattern).test(urlPath));
  const name = behavior?.ResponseHeadersPolicy ?? setup.defaultBehavior.ResponseHeadersPolicy;
  const policy = setup.policies[name];
  if (!policy) throw new Error(`behaviour names a missing policy ${name}`);
  return policyToHeaders(responseHeadersPolicyConfigSchema.parse(policy));
}

describe.each(variants)('the CloudFront set-up $label', ({ basePath, settings }) => {
  const setup = cloudFrontSetup({ basePath, settings });

  it('has policies that match the documented ResponseHeadersPolicyConfig shape', () => {
    for (const policy of Object.values(setup.policies)) {
      expect(responseHeadersPolicyConfigSchema.safeParse(policy).error).toBeUndefined();
    }
  });

  it('stays within the default quota of 25 cache behaviours per distribution', () => {
    expect(setup.behaviors.length).toBeLessThanOrEqual(25);
  });

  it.each(samplePaths(basePath))('gives %s the headers nginx sends', (urlPath) => {
    expect(cloudFrontHeaders(setup, urlPath)).toEqual(
      lowerCased(headersFor(urlPath, { basePath, settings })),
    );
  });
});

describe('the CloudFront policy shape', () => {
  const policy = Object.values(cloudFrontSetup({ basePath: '/artistseries' }).policies)[0];

  it('rejects a misspelt member', () => {
    const misspelt = structuredClone(policy) as Record<string, unknown>;
    const security = misspelt.SecurityHeadersConfig as Record<string, Record<string, unknown>>;
    const hsts = security.StrictTransportSecurity ?? {};
    hsts.IncludeSubDomains = hsts.IncludeSubdomains;
    delete hsts.IncludeSubdomains;
    expect(responseHeadersPolicyConfigSchema.safeParse(misspelt).success).toBe(false);
  });

  it('rejects a Quantity that does not count the Items', () => {
    const wrong = structuredClone(policy) as ResponseHeadersPolicyConfig;
    if (!wrong.CustomHeadersConfig) throw new Error('no custom headers');
    wrong.CustomHeadersConfig.Quantity += 1;
    expect(responseHeadersPolicyConfigSchema.safeParse(wrong).success).toBe(false);
  });

  it('rejects a security header set as a custom header', () => {
    const wrong = structuredClone(policy) as ResponseHeadersPolicyConfig;
    wrong.CustomHeadersConfig = {
      Quantity: 1,
      Items: [{ Header: 'Content-Security-Policy', Value: "default-src 'self'", Override: true }],
    };
    expect(responseHeadersPolicyConfigSchema.safeParse(wrong).success).toBe(false);
  });
});
