// The shape of a CloudFront ResponseHeadersPolicyConfig, written from the CloudFront API Reference
// (API_ResponseHeadersPolicyConfig and the types it links to) and the CloudFront quotas page, so a
// generated policy is checked before anyone feeds it to
// `aws cloudfront create-response-headers-policy --response-headers-policy-config file://…`.
// Objects are strict: a misspelt member (IncludeSubDomains for IncludeSubdomains) is an error here
// rather than an API error at deploy time.
import { z } from 'zod';

/** CloudFront's list types carry their own length. */
function list<T extends z.ZodType>(item: T) {
  return z
    .object({ Quantity: z.number().int().min(0), Items: z.array(item).optional() })
    .strict()
    .refine((value) => value.Quantity === (value.Items?.length ?? 0), {
      message: 'Quantity must equal the number of Items',
    });
}

const override = z.boolean();

/** Quota: "Maximum length of a value in the Content-Security-Policy header": 1,783 characters. */
const CLOUDFRONT_CSP_MAX_LENGTH = 1783;

const securityHeadersConfig = z
  .object({
    ContentSecurityPolicy: z
      .object({
        ContentSecurityPolicy: z.string().min(1).max(CLOUDFRONT_CSP_MAX_LENGTH),
        Override: override,
      })
      .strict()
      .optional(),
    ContentTypeOptions: z.object({ Override: override }).strict().optional(),
    FrameOptions: z
      .object({ FrameOption: z.enum(['DENY', 'SAMEORIGIN']), Override: override })
      .strict()
      .optional(),
    ReferrerPolicy: z
      .object({
        ReferrerPolicy: z.enum([
          'no-referrer',
          'no-referrer-when-downgrade',
          'origin',
          'origin-when-cross-origin',
          'same-origin',
          'strict-origin',
          'strict-origin-when-cross-origin',
          'unsafe-url',
        ]),
        Override: override,
      })
      .strict()
      .optional(),
    StrictTransportSecurity: z
      .object({
        AccessControlMaxAgeSec: z.number().int().min(0),
        IncludeSubdomains: z.boolean().optional(),
        Preload: z.boolean().optional(),
        Override: override,
      })
      .strict()
      .optional(),
    XSSProtection: z
      .object({
        Protection: z.boolean(),
        ModeBlock: z.boolean().optional(),
        ReportUri: z.string().optional(),
        Override: override,
      })
      .strict()
      .optional(),
  })
  .strict();

const corsConfig = z
  .object({
    AccessControlAllowCredentials: z.boolean(),
    AccessControlAllowHeaders: list(z.string()),
    AccessControlAllowMethods: list(
      z.enum(['GET', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'ALL']),
    ),
    AccessControlAllowOrigins: list(z.string()),
    AccessControlExposeHeaders: list(z.string()).optional(),
    AccessControlMaxAgeSec: z.number().int().min(0).optional(),
    OriginOverride: z.boolean(),
  })
  .strict();

/** Headers SecurityHeadersConfig governs: set there, never as custom headers. */
const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'strict-transport-security',
  'x-xss-protection',
];

const headerName = z.string().regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, 'an HTTP header name');

export const responseHeadersPolicyConfigSchema = z
  .object({
    Name: z.string().min(1),
    Comment: z.string().max(128).optional(),
    CorsConfig: corsConfig.optional(),
    SecurityHeadersConfig: securityHeadersConfig.optional(),
    ServerTimingHeadersConfig: z
      .object({ Enabled: z.boolean(), SamplingRate: z.number().min(0).max(100).optional() })
      .strict()
      .optional(),
    CustomHeadersConfig: list(
      z.object({ Header: headerName, Value: z.string(), Override: override }).strict(),
    ).optional(),
    RemoveHeadersConfig: list(z.object({ Header: headerName }).strict()).optional(),
  })
  .strict()
  .superRefine((config, ctx) => {
    for (const item of config.CustomHeadersConfig?.Items ?? []) {
      if (SECURITY_HEADER_NAMES.includes(item.Header.toLowerCase())) {
        ctx.addIssue({
          code: 'custom',
          path: ['CustomHeadersConfig'],
          message: `${item.Header} belongs in SecurityHeadersConfig`,
        });
      }
    }
  });

export type ResponseHeadersPolicyConfig = z.infer<typeof responseHeadersPolicyConfigSchema>;
