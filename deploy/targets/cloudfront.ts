// CloudFront: one response-headers policy per rule of deploy/headers.ts and the ordered cache
// behaviours that use them; scripts/package.ts writes them for the AWS CLI.
import {
  responseHeadersPolicyConfigSchema,
  type ResponseHeadersPolicyConfig,
} from '../cloudfront-schema';
import { RULES, ruleHeaders, type HeaderSet } from '../headers';
import { rulePatterns, type TargetOptions } from './shared';

export interface CloudFrontBehavior {
  PathPattern: string;
  /** The Name of the response-headers policy this cache behaviour uses. */
  ResponseHeadersPolicy: string;
}

export interface CloudFrontSetup {
  /** Policies by Name, each a ResponseHeadersPolicyConfig ready for the AWS CLI. */
  policies: Record<string, ResponseHeadersPolicyConfig>;
  /** Cache behaviours in order (CloudFront uses the first whose pattern matches). */
  behaviors: CloudFrontBehavior[];
  /** The policy of the distribution's default (*) behaviour. */
  defaultBehavior: { ResponseHeadersPolicy: string };
}

function hstsConfig(value: string) {
  const parts = value.split(';').map((part) => part.trim());
  const maxAge = /^max-age=(\d+)$/.exec(parts[0] ?? '')?.[1];
  const rest = new Set(parts.slice(1).map((part) => part.toLowerCase()));
  const unknown = [...rest].filter((part) => part !== 'includesubdomains' && part !== 'preload');
  if (maxAge === undefined || unknown.length > 0) {
    throw new Error(`Strict-Transport-Security cannot be expressed for CloudFront: ${value}`);
  }
  return {
    AccessControlMaxAgeSec: Number(maxAge),
    IncludeSubdomains: rest.has('includesubdomains'),
    Preload: rest.has('preload'),
    Override: true,
  };
}

/** A rule's headers as a response-headers policy: the security ones where CloudFront has a field. */
function cloudFrontPolicy(
  name: string,
  comment: string,
  headers: HeaderSet,
): ResponseHeadersPolicyConfig {
  const security: NonNullable<ResponseHeadersPolicyConfig['SecurityHeadersConfig']> = {};
  const custom: { Header: string; Value: string; Override: boolean }[] = [];
  for (const [header, value] of Object.entries(headers)) {
    switch (header.toLowerCase()) {
      case 'content-security-policy':
        security.ContentSecurityPolicy = { ContentSecurityPolicy: value, Override: true };
        break;
      case 'x-content-type-options':
        if (value !== 'nosniff') throw new Error(`X-Content-Type-Options must be nosniff`);
        security.ContentTypeOptions = { Override: true };
        break;
      case 'x-frame-options':
        if (value !== 'DENY' && value !== 'SAMEORIGIN') throw new Error(`X-Frame-Options ${value}`);
        security.FrameOptions = { FrameOption: value, Override: true };
        break;
      case 'referrer-policy':
        security.ReferrerPolicy = {
          // Validated by the schema below.
          ReferrerPolicy: value as 'strict-origin-when-cross-origin',
          Override: true,
        };
        break;
      case 'strict-transport-security':
        security.StrictTransportSecurity = hstsConfig(value);
        break;
      default:
        custom.push({ Header: header, Value: value, Override: true });
    }
  }
  return responseHeadersPolicyConfigSchema.parse({
    Name: name,
    Comment: comment.length > 128 ? `${comment.slice(0, 127)}…` : comment,
    SecurityHeadersConfig: security,
    CustomHeadersConfig: { Quantity: custom.length, Items: custom },
  });
}

/** One policy per rule, and the cache behaviours (path patterns in rule order) that use them. */
export function cloudFrontSetup({
  basePath,
  rules = RULES,
  settings = {},
}: TargetOptions): CloudFrontSetup {
  const prefix = basePath === '' ? 'site' : basePath.slice(1).replaceAll('/', '-');
  const policies: Record<string, ResponseHeadersPolicyConfig> = {};
  const behaviors: CloudFrontBehavior[] = [];
  for (const rule of rules) {
    const name = `${prefix}-${rule.name}`;
    policies[name] = cloudFrontPolicy(name, rule.why, ruleHeaders(rule, settings));
    for (const pattern of rulePatterns(rule, basePath)) {
      behaviors.push({ PathPattern: pattern, ResponseHeadersPolicy: name });
    }
  }
  const last = rules.at(-1);
  if (!last) throw new Error('no rules');
  return {
    policies,
    behaviors,
    defaultBehavior: { ResponseHeadersPolicy: `${prefix}-${last.name}` },
  };
}
