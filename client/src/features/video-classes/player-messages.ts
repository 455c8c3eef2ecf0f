/** The player's control labels (Plyr's i18n), kept apart so the player chunk carries only these. */
import { defineMessages } from '../../i18n/define-messages';

export const playerMessages = defineMessages({
  play: { id: 'videoClasses.player.play' },
  pause: { id: 'videoClasses.player.pause' },
  mute: { id: 'videoClasses.player.mute' },
  unmute: { id: 'videoClasses.player.unmute' },
  volume: { id: 'videoClasses.player.volume' },
  settings: { id: 'videoClasses.player.settings' },
  speed: { id: 'videoClasses.player.speed' },
  normal: { id: 'videoClasses.player.normal' },
  menuBack: { id: 'videoClasses.player.menuBack' },
  enterFullscreen: { id: 'videoClasses.player.enterFullscreen' },
  exitFullscreen: { id: 'videoClasses.player.exitFullscreen' },
  pip: { id: 'videoClasses.player.pip' },
  currentTime: { id: 'videoClasses.player.currentTime' },
  duration: { id: 'videoClasses.player.duration' },
  seek: { id: 'videoClasses.player.seek' },
  played: { id: 'videoClasses.player.played' },
  buffered: { id: 'videoClasses.player.buffered' },
});
