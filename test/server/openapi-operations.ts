// What the OpenAPI document of /services says about each operation, read the one way the tests
// that sweep it need: every operation with its method and path, and whether it needs a session.

export interface OpenApiOperation {
  /** Empty for a public operation (`security: []`), the session cookie for a guarded one. */
  readonly security?: readonly unknown[];
  readonly requestBody?: unknown;
  readonly responses: Readonly<Record<string, unknown>>;
}

export type OpenApiPaths = Readonly<Record<string, Readonly<Record<string, OpenApiOperation>>>>;

export interface ListedOperation {
  /** Lower case, as the document keys it. */
  readonly method: string;
  /** The path template, `{name}` placeholders included. */
  readonly path: string;
  readonly operation: OpenApiOperation;
}

export const operationsOf = (paths: OpenApiPaths): readonly ListedOperation[] =>
  Object.entries(paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ method, path, operation })),
  );

/** An operation behind the session cookie: its security requirement names one. */
export const isSessionGuarded = (operation: OpenApiOperation): boolean =>
  (operation.security?.length ?? 0) > 0;

// Asymmetric matchers are typed `any`; name them once with the type they stand for.
const aString = expect.any(String) as unknown as string;
/** Every error answer of the API: `{ error, message }`, nothing else promised. */
export const anErrorBody = { error: aString, message: aString };
