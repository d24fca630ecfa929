import { ServerStyleSheet } from 'styled-components';

// The rules stylis compiled for a class of a component, kept across renders: a class's name is the
// hash of its CSS, so its rules are the same in every render (D-SSR-10).
const compiledRules = new Map<string, readonly string[]>();
/** Far more than the portal's components and their variants; a bound, not a size to reach. */
const KEPT_CLASSES = 20_000;

const keyOf = (componentId: string, name: string): string => `${componentId} ${name}`;

/**
 * A style sheet for one render that compiles no class an earlier render compiled. Before it runs
 * stylis, styled-components asks the sheet whether it holds the class; this one puts in the rules
 * kept from an earlier render and says yes, so each render's sheet still holds exactly its own
 * classes, in the order a fresh sheet would.
 */
export const styleSheetForRender = (): ServerStyleSheet => {
  const sheet = new ServerStyleSheet();
  const { instance } = sheet;
  const holds = instance.hasNameForId.bind(instance);
  const insert = instance.insertRules.bind(instance);
  // The class just asked for and missing: the rules inserted next for it are stylis's for it (a
  // global style inserts its rules without asking, and is not kept).
  let missing: string | undefined;
  instance.hasNameForId = (componentId, name) => {
    if (holds(componentId, name)) return true;
    const key = keyOf(componentId, name);
    const kept = compiledRules.get(key);
    if (kept === undefined) {
      missing = key;
      return false;
    }
    insert(componentId, name, [...kept]);
    return true;
  };
  instance.insertRules = (componentId, name, rules) => {
    const key = keyOf(componentId, name);
    if (key === missing && compiledRules.size < KEPT_CLASSES) compiledRules.set(key, [...rules]);
    missing = undefined;
    insert(componentId, name, rules);
  };
  return sheet;
};
