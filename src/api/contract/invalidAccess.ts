import * as v from 'valibot';

/**
 * adapter/v1/invalidcomponentaccess (this contract's own; requirements#invalid-access): a signed-in
 * portal reports a component its user's category may not open. The server takes who and the
 * category from the session and when from its clock; the portal names only what and why.
 */
export const invalidAccessReasons = ['notConfigured', 'unknownScreen', 'notInMenu'] as const;
export type InvalidAccessReason = (typeof invalidAccessReasons)[number];

export const invalidAccessRequestSchema = v.object({
  route: v.pipe(
    v.string(),
    v.maxLength(200, 'at most 200 characters'),
    v.regex(/^\/app(\/[A-Za-z0-9._~%-]+)*\/?$/, 'a path of the signed-in area, such as /app/schedule'),
  ),
  reason: v.picklist(invalidAccessReasons, `one of ${invalidAccessReasons.join(', ')}`),
});
export type InvalidAccessRequest = v.InferOutput<typeof invalidAccessRequestSchema>;

export const invalidAccessDataSchema = v.object({ recorded: v.boolean() });
