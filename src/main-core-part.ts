/**
 * The first part of starting the page (src/main.tsx): the rules, the use cases and the adapters
 * bound in the container, evaluated in a task of their own.
 */
import 'reflect-metadata';

export {
  answeringFetch,
  browserEnvironment,
  createContainer,
  FIRST_ANSWERS_ELEMENT_ID,
  firstAnswersIn,
  pseudoLocaleChosenIn,
  startTagManager,
} from './composition-root';
export { LocaleSelection } from './application/locale/locale-selection.use-case';
export { SignedInFirstRender } from './application/session/signed-in-first-render.use-case';
export { languageTag } from './domain/locale/locale';
