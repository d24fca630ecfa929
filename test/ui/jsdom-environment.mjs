// jsdom with the Fetch API's Request, Response and Headers, which react-router's data routers
// build for every navigation and jsdom lacks. They come from Node (the same standard API), with
// Node's AbortController and AbortSignal, since Node's Request accepts only its own signals.
import { TestEnvironment } from 'jest-environment-jsdom';

export default class PortalJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
}
