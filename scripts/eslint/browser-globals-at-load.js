// A local ESLint rule (issue 29 "nothing touches window or document at module level outside the
// browser adapters"): the portal's modules must load on the server, where React renders the
// public pages, so a browser global may be read inside a function but not while a module loads.

/** The globals that exist only in a browser; `typeof window` stays allowed, it is the guard. */
const BROWSER_ONLY = new Set([
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'PublicKeyCredential',
]);

/** Scopes whose code runs when the module loads (a class field runs at construction, later). */
const AT_LOAD = new Set(['global', 'module', 'class-static-block']);

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'no browser global is read while a module loads' },
    messages: {
      atLoad:
        '`{{name}}` is read while the module loads: read it inside a function, or in a browser adapter (src/adapters/browser/), so the module can load on the server.',
    },
    schema: [],
  },
  create(context) {
    return {
      'Program:exit'(program) {
        // The configured browser globals resolve to variables of the global scope; any other
        // use of those names the file leaves unresolved stays in its `through`.
        const global = context.sourceCode.getScope(program);
        const references = [
          ...[...BROWSER_ONLY].flatMap((name) => global.set.get(name)?.references ?? []),
          ...global.through.filter((reference) => BROWSER_ONLY.has(reference.identifier.name)),
        ];
        for (const reference of references) {
          const { name, parent } = reference.identifier;
          if (!AT_LOAD.has(reference.from.variableScope.type)) continue;
          if (parent?.type === 'UnaryExpression' && parent.operator === 'typeof') continue;
          context.report({ node: reference.identifier, messageId: 'atLoad', data: { name } });
        }
      },
    };
  },
};

export const portalRules = { rules: { 'browser-globals-at-load': rule } };
