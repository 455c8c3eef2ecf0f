// What the rest of the app may use of the video-classes feature: its pages, and the link a class page shows.
export { videoClassesRoutes } from './routes';
export { videoDetailPath, VIDEO_PATHS } from './paths';
export { ClassVideos } from './components/class-videos';
