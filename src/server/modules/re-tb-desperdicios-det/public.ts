/** What other modules, plugins and the start-up may use of this module: nothing else of it is imported from outside. */
export { loadEntryParams, persistParamUpdates } from './entry-params';
export { type PhotosService, photosService } from './foto/photos-service';
export { desperdiciosDetService } from './service';
