/** What other modules, plugins and the start-up may use of this module: nothing else of it is imported from outside. */
export { authService } from './users-auth';
