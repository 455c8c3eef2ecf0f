// What the rest of the app may use of the notifications feature.
export { NotificationBanner } from './components/notification-banner';
