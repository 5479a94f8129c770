/**
 * The router's code, reached through the one export the browser entry needs first. `+client.ts` imports this
 * module (not `@tanstack/react-router` itself) so that the router is evaluated in a task of its own while its
 * unused exports are still left out of the bundle: a dynamic import of the package would keep its whole namespace.
 */
export { createBrowserHistory } from '@tanstack/react-router'
