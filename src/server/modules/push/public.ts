/** What other modules, plugins and the start-up may use of this module: nothing else of it is imported from outside. */
export { type PushSender, pushSender } from './push-sender';
export { vapidKeysOf } from './vapid-settings';
export { webPushClient } from './web-push-client';
